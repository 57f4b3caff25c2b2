import ArgumentParser
import Bert
import LoRATrainer
import PolicyScoring

/// The classifiers `lora-eval` can run; add a case and its `make` line to offer another.
enum ClassifierChoice: String, CaseIterable, ExpressibleByArgument {
    /// The trained LoRA adapter on the base model (the default).
    case adapter
    /// The file's own labels: checks the scorer, not a model.
    case gold
    /// The keyword taxonomy of domain.md.
    case keyword

    /// Builds the classifier; `records` are the labelled clauses being evaluated.
    func make(records: [ClauseRecord], adapter: String, model: ModelLocation) throws -> any ClauseClassifying {
        switch self {
        case .adapter: try AdapterClassifier(adapterFolder: adapter, model: model)
        case .gold: GoldLabelClassifier(records: records)
        case .keyword: KeywordBaselineClassifier()
        }
    }
}
