"""Encoder parity fixture for the Swift BERT encoder (all-MiniLM-L6-v2).

Writes Tests/BertTests/Fixtures/encoder_reference.safetensors (+ encoder_reference.json, the texts):

- `sentence.input_ids` [32, T] I32, `sentence.attention_mask` [32, T] I32: 32 legislative clauses of 5-73
  tokens (with [CLS]/[SEP]; some with punctuation, accents, €, §, curly quotes, CJK), tokenised by the HF
  BertTokenizer and padded with 0 to the longest (T = 73). The ids are checked equal to the ones
  sentence-transformers produces; token_type_ids are all 0 (not stored).
- `sentence.embeddings` [32, 384] F32: SentenceTransformer(model_dir).encode(texts) - the model's own modules
  Transformer -> Pooling(mean) -> Normalize, so unit-length vectors.
- `layers.input_ids` / `layers.attention_mask` [3, T] I32: one padded batch of 3 texts (7, 15, 24 tokens; T = 24).
- `layers.hidden.0` ... `layers.hidden.6` [3, T, 384] F32: transformers BertModel output_hidden_states (eager
  attention, eval): hidden.0 = embeddings after LayerNorm, hidden.i = output of layer i. Rows at padded
  positions are included; they are what BERT computes for a pad query under the additive mask (they never
  influence real tokens), so a Swift test may compare real tokens only or all rows.
- `layers.pooled` [3, 384] F32: masked mean of hidden.6 over real tokens, before normalisation.

How the Swift tests use it: BertTests tokenise the JSON texts and compare with `*.input_ids`/`attention_mask`
(exact), run the encoder on the stored ids and compare the per-layer hidden states, pooled vectors and
normalised sentence embeddings within a small float tolerance (the script reports the eager/sdpa and
transformers/sentence-transformers spread, about 1e-6).

Usage: .venv-ref/bin/python scripts/reference/make_encoder_fixture.py [--model-dir DIR] [--out-dir DIR]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import reference_common as rc
from reference_common import torch

SENTENCE_TEXTS = [
    "Effective date.",
    "Section 1. Short title.",
    "Subsection (c)(1)(A) is repealed.",
    "This Act takes effect immediately.",
    "Nothing in this Act shall be construed to affect the rights of Indian tribes.",
    "Judges of the Supreme Court shall retire upon reaching the age of seventy-five.",
    "The Governor may declare a state of emergency for a period not exceeding thirty days.",
    "Section 3 is amended by striking \"may\" and inserting \"shall\".",
    "A fee of €25 is payable for each renewal of a résidence permit.",
    "Citizens residing abroad retain the right to vote in national referendums (Art. 12 § 3).",
    "Public-sector unions shall be prohibited from collecting dues through automatic payroll deduction.",
    "Pension benefits for former ministers and senior civil servants are hereby reduced by one-third.",
    "Landlords may not refuse to rent to tenants on the basis of their receipt of housing vouchers.",
    "The Secretary shall issue regulations within 180 days after the date of enactment of this Act.",
    "Die Bundesregierung wird ermächtigt, durch Rechtsverordnung Näheres zu regeln.",
    "Le ministre chargé de l'économie fixe, par arrêté, les modalités d'application du présent article.",
    "El Congreso de la Nación sancionará las leyes de presupuesto; el Poder Ejecutivo las promulgará.",
    "第一条 本法自公布之日起施行。",
    "Small businesses with fewer than 50 employees are exempt from the reporting requirements of section 4(b)(ii).",
    "Asylum applications filed more than one year after arrival shall be deemed inadmissible, except in cases of "
    "changed circumstances.",
    "All foreign-funded non-governmental organizations must register as ‘agents of foreign influence’ and submit "
    "quarterly audits…",
    "Farmers whose crops are destroyed by drought, flood, or fire shall receive compensation equal to 80% of the "
    "assessed market value.",
    "The minimum wage shall be $15.00 per hour, adjusted on January 1 of each year by the percentage change in the "
    "Consumer Price Index for All Urban Consumers over the preceding twelve months, rounded to the nearest multiple "
    "of five cents; no adjustment shall reduce the wage below its prior level.",
    "Members of Parliament shall not receive any remuneration, allowance or benefit in kind in excess of the amounts "
    "determined by the Independent Parliamentary Standards Authority, and any sums received in breach of this "
    "section shall be repaid within ninety days.",
    "The tax credit under this section shall be increased by 15 percent for taxpayers whose adjusted gross income "
    "does not exceed $40,000.",
    "No funds appropriated under this title may be used to provide benefits to any individual who is not a citizen "
    "of the United States.",
    "Any person who knowingly violates subsection (a) shall be fined not more than $10,000, imprisoned not more "
    "than 2 years, or both.",
    "The Commission on Elections shall publish the names of all registered lobbyists on its website not later than "
    "March 31 of each year.",
    "Municipalities may, by ordinance, restrict the operation of short-term rentals—including so-called "
    "“home-sharing” platforms—in residential zones.",
    "Schools shall offer instruction in the national language; instruction in minority languages—such as Sámi or "
    "Romani—may be provided upon request.",
    "Any bank receiving federal assistance under this title shall be prohibited from paying bonuses to executives "
    "earning more than $500,000 annually, and shall submit to the Treasury a detailed plan for repayment within "
    "24 months.",
    "For purposes of determining eligibility for assistance under this chapter, a household's income shall include "
    "wages, salaries, tips, and self-employment earnings; unemployment compensation; social security benefits; "
    "veterans' benefits; alimony and child support received; and any other periodic payments, but shall not "
    "include student financial aid or tax refunds received during the certification period.",
]

LAYER_TEXTS = [
    "Section 2. Definitions.",
    "The Minister may, by regulation, exempt any class of persons.",
    "Any person who fails to file the return required under this section shall pay a penalty of $100 per day.",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    rc.add_model_dir_arg(parser)
    parser.add_argument("--out-dir", default=str(rc.REPO_ROOT / "Tests" / "BertTests" / "Fixtures"))
    args = parser.parse_args()
    model_dir = rc.resolve_model_dir(args.model_dir)
    out_dir = Path(args.out_dir)
    rc.deterministic(0)
    assert len(SENTENCE_TEXTS) == 32 and len(LAYER_TEXTS) == 3

    from sentence_transformers import SentenceTransformer

    tokenizer = rc.load_tokenizer(model_dir)
    st = SentenceTransformer(str(model_dir), device="cpu").eval()
    assert st.max_seq_length == 256, st.max_seq_length

    # --- sentence embeddings -------------------------------------------------------------------
    ids, mask = rc.tokenize(tokenizer, SENTENCE_TEXTS)
    lengths = mask.sum(dim=1).tolist()
    assert min(lengths) >= 5 and max(lengths) <= 80, lengths
    st_features = st.preprocess(SENTENCE_TEXTS)  # sentence-transformers 6: the old tokenize()
    assert torch.equal(st_features["input_ids"].long(), ids), "sentence-transformers ids differ from HF tokenizer"
    assert torch.equal(st_features["attention_mask"].long(), mask)
    with torch.no_grad():
        emb = st.encode(SENTENCE_TEXTS, batch_size=32, convert_to_tensor=True, show_progress_bar=False).float()
    norms = emb.norm(dim=1)
    assert float((norms - 1).abs().max()) < 1e-5, "embeddings are not unit length"

    bert = rc.load_bert(model_dir, "eager")
    with torch.no_grad():
        own = torch.nn.functional.normalize(rc.masked_mean(bert(input_ids=ids, attention_mask=mask).last_hidden_state, mask), dim=1)
    print(f"sentence: T={ids.shape[1]} tokens {min(lengths)}..{max(lengths)}; "
          f"max |ST - (eager BertModel + mean + L2)| = {rc.max_abs(emb, own):.2e}")

    # --- per-layer hidden states ---------------------------------------------------------------
    l_ids, l_mask = rc.tokenize(tokenizer, LAYER_TEXTS)
    with torch.no_grad():
        out = bert(input_ids=l_ids, attention_mask=l_mask, output_hidden_states=True)
        sdpa = rc.load_bert(model_dir, "sdpa")(input_ids=l_ids, attention_mask=l_mask, output_hidden_states=True)
    hidden = out.hidden_states
    assert len(hidden) == 7
    assert torch.equal(hidden[6], out.last_hidden_state)
    pooled = rc.masked_mean(hidden[6], l_mask)
    real = l_mask.bool()
    spread = max(rc.max_abs(a[real], b[real]) for a, b in zip(hidden, sdpa.hidden_states))
    print(f"layers: T={l_ids.shape[1]} tokens {l_mask.sum(dim=1).tolist()}; "
          f"max |eager - sdpa| on real tokens over hidden.0..6 = {spread:.2e}")

    tensors = {
        "sentence.input_ids": ids,
        "sentence.attention_mask": mask,
        "sentence.embeddings": emb,
        "layers.input_ids": l_ids,
        "layers.attention_mask": l_mask,
        "layers.pooled": pooled,
    }
    for i, h in enumerate(hidden):
        tensors[f"layers.hidden.{i}"] = h
    rc.save_fixture(tensors, out_dir / "encoder_reference.safetensors", "scripts/reference/make_encoder_fixture.py")

    def describe(texts, ids_, mask_):
        return [
            {"text": t, "token_count": int(m.sum()),
             "tokens": tokenizer.convert_ids_to_tokens(i[: int(m.sum())].tolist())}
            for t, i, m in zip(texts, ids_, mask_)
        ]

    rc.write_json(
        {
            "generator": "scripts/reference/make_encoder_fixture.py",
            "base_model": rc.HUB_ID,
            "notes": "ids padded with 0 to the longest text of each group; token_type_ids all 0; "
            "sentence.embeddings = SentenceTransformer.encode (mean pooling + L2 normalise); "
            "layers.hidden.i from transformers BertModel (eager attention), hidden.0 = embeddings output.",
            "sentence": describe(SENTENCE_TEXTS, ids, mask),
            "layers": describe(LAYER_TEXTS, l_ids, l_mask),
        },
        out_dir / "encoder_reference.json",
    )
    print(f"wrote {out_dir / 'encoder_reference.safetensors'} and encoder_reference.json")


if __name__ == "__main__":
    main()
