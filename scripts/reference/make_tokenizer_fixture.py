#!/usr/bin/env python3
"""Writes Tests/BertTests/Fixtures/tokenizer_cases.json: texts and the ids Hugging Face gives them.

The ids come from AutoTokenizer.from_pretrained(model folder), the fast (Rust `tokenizers`) BertTokenizer
that sentence-transformers uses, with max_length 256 and truncation. The texts are every clause in
Data/historical_clauses.jsonl and Data/validation_clauses.jsonl (when those files exist), hand-written
edge cases, and generated sentences. The script also runs the Python BertTokenizerLegacy and prints
every text on which the two disagree; the fixture keeps the fast tokenizer's ids.

Run from anywhere:
    HF_HUB_OFFLINE=1 .venv-ref/bin/python scripts/reference/make_tokenizer_fixture.py [model folder]
The model folder defaults to $LORATRAINER_MODEL_DIR, else Models/all-MiniLM-L6-v2.
"""
import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "BertTests" / "Fixtures"
OUT = FIXTURES / "tokenizer_cases.json"
CODEPOINTS_OUT = FIXTURES / "tokenizer_codepoints.json"
MAX_LENGTH = 256
BLOCK_SIZE = 256


def model_folder():
    if len(sys.argv) > 1:
        return Path(sys.argv[1])
    env = os.environ.get("LORATRAINER_MODEL_DIR")
    return Path(env) if env else ROOT / "Models" / "all-MiniLM-L6-v2"


def data_clauses():
    texts = []
    for name in ("historical_clauses.jsonl", "validation_clauses.jsonl"):
        path = ROOT / "Data" / name
        if not path.exists():
            print(f"note: {path.relative_to(ROOT)} not found; skipping it")
            continue
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                if line.strip():
                    texts.append(json.loads(line)["text"])
        print(f"{path.relative_to(ROOT)}: {len(texts)} clauses so far")
    return texts


HAND_WRITTEN = [
    # Legal text, section signs, pilcrows.
    "Plaintiff brings this action under 42 U.S.C. § 1983 and §§ 1985–1986.",
    "See ¶ 12(b)(6) of the Complaint; cf. ¶¶ 3–5.",
    "Section 2.1(a)(iii) shall survive termination of this Agreement.",
    "The Licensee shall indemnify, defend and hold harmless the Licensor from any and all claims.",
    "NOTWITHSTANDING ANYTHING TO THE CONTRARY HEREIN, LIABILITY SHALL NOT EXCEED $1,000,000.00.",
    "This Agreement is governed by the laws of the State of New York, without regard to conflict-of-laws principles.",
    "Either party may terminate upon thirty (30) days' prior written notice.",
    # Quotes, dashes, ellipses.
    "He said \"it's fine\" and 'left'.",
    "She wrote \u201cthe \u2018Effective Date\u2019 means\u201d \u2014 nothing more.",
    "pages 10\u201312 \u2013 en dash \u2014 em dash \u2015 horizontal bar \u2212 minus",
    "Wait\u2026 what... really?!",
    "\u201eGerman quotes\u201c and \u201aSingle\u2018",
    # Accents.
    "caf\u00e9 na\u00efve \u00d1and\u00fa r\u00e9sum\u00e9 fa\u00e7ade co\u00f6perate",
    "cafe\u0301 decomposed vs caf\u00e9 composed",
    "\u00c9COLE \u00c0 PARIS, \u00dcBER, \u00c5NGSTR\u00d6M, Stra\u00dfe, \u0130stanbul, \u0131",
    "Cr\u00e8me br\u00fbl\u00e9e, pi\u00f1ata, jalape\u00f1o, Z\u00fcrich, S\u00e3o Paulo, Malm\u00f6",
    # Numbers and currency.
    "$5,000 \u20ac12.50 \u00a37 \u00a5100 \u20b9250 100:1 1st 2nd 3rd 4th 3.5% -7 +8 1/2 \u00bd \u00b2 10^6",
    "Payment of USD 1,234,567.89 is due on 2024-01-15 at 09:30 a.m.",
    "Interest accrues at 12.5% per annum (0.0342% daily).",
    # Unicode punctuation.
    "\u00abguillemets\u00bb \u2039single\u203a \u00a1Hola! \u00bfQu\u00e9? \u3001\u3002\u300c\u300d\u3010\u3011",
    "bullet \u2022 middle dot \u00b7 dagger \u2020 double dagger \u2021 prime \u2032 \u2033",
    # CJK and other scripts.
    "\u4e2d\u6587 \u65e5\u672c\u8a9e \ud55c\uad6d\uc5b4 \u3072\u3089\u304c\u306a \u30ab\u30bf\u30ab\u30ca",
    "The \u5951\u7d04 (contract) is signed\u3002",
    "\u03a3\u03cd\u03bc\u03b2\u03b1\u03c3\u03b7 \u0394\u0399\u039a\u0391\u0399\u039f \u03a3\u0391\u03a3 \u0434\u043e\u0433\u043e\u0432\u043e\u0440 \u0421\u041e\u0413\u041b\u0410\u0428\u0415\u041d\u0418\u0415",
    "\u0639\u0642\u062f \u0627\u0644\u0625\u064a\u062c\u0627\u0631\u061b \u05d7\u05d5\u05d6\u05d4 \u05e9\u05db\u05d9\u05e8\u05d5\u05ea",
    "\u0939\u093f\u0928\u094d\u0926\u0940 \u0e44\u0e17\u0e22 \u10e5\u10d0\u10e0\u10d7\u10e3\u10da\u10d8 \u0570\u0561\u0575\u0565\u0580\u0565\u0576",
    # Emoji and ZWJ sequences.
    "Great deal \U0001f44d\U0001f3fd! \U0001f468\u200d\U0001f469\u200d\U0001f467 family \U0001f1fa\U0001f1f8 flag",
    "\u2764\ufe0f \u263a \u2705 \U0001f600\U0001f602 \U0001f972 \U0001fae0",
    # Control and invisible characters.
    "null\u0000byte bell\u0007char zero\u200bwidth soft\u00adhyphen \ufeffBOM",
    "joiner a\u200db non-joiner a\u200cb LRM \u200e RLM \u200f word\u2060joiner",
    "private \ue000use replacement \ufffd char vertical\u000btab form\u000cfeed next\u0085line",
    "unassigned \u0378 code point and \U000e0001 tag",
    # Code points whose category changed after Unicode 8.0 (the reference's tables), and newer ones.
    "x\u166dy x\U000111c9y x\u1734y x\u1885y x\ua9bdy x\u0897y x\u0890y \u1c90\u1c91 \U000105c9",
    # Whitespace.
    "tab\tseparated\tvalues",
    "line one\nline two\r\nline three\rline four",
    "nbsp\u00a0here, thin\u2009space, ideographic\u3000space, line\u2028separator, para\u2029sep",
    "  leading and trailing spaces  ",
    "", " ", "   ", "\t\n\r", "\u00a0\u3000\u2003", "\u200b", "\u0000\u0007",
    # Mixed case, apostrophes, URLs, emails, hyphens.
    "MiXeD CaSe WoRdS aNd ALLCAPS",
    "don't won't o'clock rock'n'roll it\u2019s Parties' rights",
    "Visit https://www.example.com/path?query=1&b=2#frag or http://localhost:8080.",
    "Email legal@example.co.uk or first.last+tag@sub.domain.org for notices.",
    "state-of-the-art, well-known, non-compete, co-operate, e-mail, re-entry",
    # Roman numerals, math.
    "Article IV, Section VII, Clause XIX; Schedule \u2160 \u2161 \u2162 \u216b",
    "x\u00b2 + y\u00b2 \u2264 r\u00b2, \u2200\u03b5>0 \u2203\u03b4, \u2211 \u222b \u221a2 \u2248 1.414 \u00d7 \u00f7 \u00b1 \u221e \u2260",
    "a<b>c, a=b, a|b, a~b, a^b, a`b`, {braces} [brackets] (parens) @at #hash &amp; *star _under_",
    # Combining characters.
    "a\u0301e\u0300i\u0302o\u0308u\u0303 n\u0303 c\u0327 Z\u0335a\u0336l\u0337g\u0338o\u0334",
    "\u0301leading combining mark, stacked a\u0301\u0302\u0303\u0304\u0305",
    "ligatures \ufb01 \ufb02 \ufb00, fullwidth \uff21\uff22\uff23\uff11\uff12\uff13\uff01, circled \u2460",
    "Kelvin \u212a, Ohm \u2126, Angstrom \u212b, long s \u017f, dotless \u0131, final \u03c2",
    # Special tokens written in the text.
    "Text with [SEP] inside and [CLS] and [MASK] and [PAD] and [UNK].",
    "lowercase [sep] is not special, [SEP][SEP] twice, a[SEP]b glued, [[SEP]] nested",
    # Long words.
    "a" * 100,
    "a" * 101,
    "supercalifragilisticexpialidocious " * 3,
    ("x" * 99) + "\u00e9",
    ("x" * 100) + "\u00e9",
    "caf" + "e\u0301" * 97,
    "caf" + "e\u0301" * 98,
    "e\u0301" * 60,
    "antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis",
    "word" + "-" * 150 + "word",
    # Long text that needs truncation.
    "The Receiving Party shall hold the Confidential Information in strict confidence. " * 40,
    "\u00a7 " * 300,
    "\u4e2d" * 400,
]

WORDS = (
    "the agreement party parties shall may must not any all each such this that "
    "licensor licensee vendor customer supplier contractor indemnify indemnification "
    "liability limitation damages consequential incidental warranty warranties "
    "confidential information disclosure termination renewal assignment governing "
    "law jurisdiction arbitration dispute payment invoice fees taxes audit records "
    "intellectual property license grant exclusive non-exclusive perpetual royalty "
    "breach cure notice days written consent unreasonably withheld force majeure "
    "data protection privacy GDPR CCPA subprocessor security incident insurance "
    "caf\u00e9 na\u00efve r\u00e9sum\u00e9 \u00fcber \u00a7 \u00b6 $500 \u20ac1,000 3.5% 1st (a) (ii) "
    "Inc. Ltd. LLC U.S. e.g. i.e. et al. \u2014 \u2013 \u2026 \u201cterm\u201d \u2018term\u2019 don't"
).split()
PUNCTUATION = [",", ";", ":", ".", "!", "?", " \u2014", " -", "", "", "", ""]


def generated(count, seed=1983):
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        words = []
        for _ in range(rng.randint(3, 40)):
            word = rng.choice(WORDS)
            style = rng.random()
            if style < 0.1:
                word = word.upper()
            elif style < 0.25:
                word = word.capitalize()
            words.append(word + rng.choice(PUNCTUATION))
        joiner = rng.choice([" ", " ", " ", "  ", "\n", "\t"])
        texts.append(joiner.join(words))
    return texts


def fnv1a64(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def codepoint_digests(fast):
    """For every block of BLOCK_SIZE code points, the FNV-1a 64 digest of the reference's words for
    "a" + chr(c) + "a" (normalizer, then pre-tokenizer), one line per code point: the words joined by
    "|", then "\n", as UTF-8. Surrogates are skipped."""
    normalizer = fast.backend_tokenizer.normalizer
    pre_tokenizer = fast.backend_tokenizer.pre_tokenizer
    digests = []
    for block in range(0, 0x110000, BLOCK_SIZE):
        lines = []
        for code in range(block, block + BLOCK_SIZE):
            if 0xD800 <= code <= 0xDFFF:
                continue
            normalized = normalizer.normalize_str("a" + chr(code) + "a")
            words = [word for word, _ in pre_tokenizer.pre_tokenize_str(normalized)]
            lines.append("|".join(words) + "\n")
        digests.append("%016x" % fnv1a64("".join(lines).encode("utf-8")))
    return digests


def main():
    from transformers import AutoTokenizer
    from transformers.models.bert import BertTokenizerLegacy

    folder = model_folder()
    fast = AutoTokenizer.from_pretrained(str(folder))
    slow = BertTokenizerLegacy.from_pretrained(str(folder))
    print(f"fast: {type(fast).__name__} (is_fast={fast.is_fast}), slow: {type(slow).__name__}")

    texts = data_clauses() + HAND_WRITTEN + generated(300)
    seen, cases, disagreements = set(), [], []
    for text in texts:
        if text in seen:
            continue
        seen.add(text)
        ids = fast(text, max_length=MAX_LENGTH, truncation=True)["input_ids"]
        slow_ids = slow(text, max_length=MAX_LENGTH, truncation=True)["input_ids"]
        if ids != slow_ids:
            disagreements.append((text, ids, slow_ids))
        cases.append({"text": text, "ids": ids})

    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as out:
        # One case a line, so a diff of a regenerated fixture reads case by case.
        out.write("[\n" + ",\n".join(json.dumps(case, ensure_ascii=True) for case in cases) + "\n]\n")
    print(f"wrote {len(cases)} cases to {OUT.relative_to(ROOT)}")

    digests = codepoint_digests(fast)
    with CODEPOINTS_OUT.open("w", encoding="utf-8") as out:
        json.dump({"blockSize": BLOCK_SIZE, "digests": digests}, out, indent=0)
        out.write("\n")
    print(f"wrote {len(digests)} code point block digests to {CODEPOINTS_OUT.relative_to(ROOT)}")
    print(f"fast and slow tokenizers disagree on {len(disagreements)} of {len(cases)} texts")
    for text, ids, slow_ids in disagreements:
        first = next(i for i, (a, b) in enumerate(zip(ids + [None], slow_ids + [None])) if a != b)
        print(f"  {text[:60]!r}: first difference at {first}: fast {ids[first:first + 4]} "
              f"{fast.convert_ids_to_tokens(ids[first:first + 4])} vs slow {slow_ids[first:first + 4]} "
              f"{slow.convert_ids_to_tokens(slow_ids[first:first + 4])}")


if __name__ == "__main__":
    main()
