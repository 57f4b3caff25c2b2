import Bert

/// `adapter_config.json` in PEFT's layout. Keys match the file exactly; unknown keys that PEFT adds
/// are ignored on reading, and only these are written (older PEFT rejects unknown keys).
public struct AdapterConfig: Codable, Sendable, Equatable {
    public var peftType: String
    public var taskType: String?
    public var baseModelNameOrPath: String?
    public var r: Int
    public var loraAlpha: Float
    public var loraDropout: Float
    public var targetModules: [String]
    public var bias: String
    public var useRslora: Bool?
    public var modulesToSave: [String]?
    public var inferenceMode: Bool?
    public var initLoraWeights: Bool?
    // Read only to reject variants this trainer does not implement.
    public var useDora: Bool?
    public var fanInFanOut: Bool?
    public var rankPattern: [String: Int]?
    public var alphaPattern: [String: Float]?

    enum CodingKeys: String, CodingKey {
        case peftType = "peft_type", taskType = "task_type", baseModelNameOrPath = "base_model_name_or_path"
        case r, loraAlpha = "lora_alpha", loraDropout = "lora_dropout", targetModules = "target_modules"
        case bias, useRslora = "use_rslora", modulesToSave = "modules_to_save", inferenceMode = "inference_mode"
        case initLoraWeights = "init_lora_weights", useDora = "use_dora", fanInFanOut = "fan_in_fan_out"
        case rankPattern = "rank_pattern", alphaPattern = "alpha_pattern"
    }

    public static let baseModelName = "sentence-transformers/all-MiniLM-L6-v2"

    /// The config this trainer writes for a LoRA configuration.
    public init(_ lora: LoRAConfiguration) {
        peftType = "LORA"
        taskType = nil
        baseModelNameOrPath = Self.baseModelName
        r = lora.rank
        loraAlpha = lora.alpha
        loraDropout = lora.dropout
        targetModules = lora.targetModules.map(\.rawValue)
        bias = "none"
        useRslora = false
        modulesToSave = ["classifier"]
        inferenceMode = true
        initLoraWeights = true
    }

    /// Encodes with only the fields PEFT writes for plain LoRA (nil task_type kept as null).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(peftType, forKey: .peftType)
        try c.encode(taskType, forKey: .taskType)
        try c.encodeIfPresent(baseModelNameOrPath, forKey: .baseModelNameOrPath)
        try c.encode(r, forKey: .r)
        try c.encode(loraAlpha, forKey: .loraAlpha)
        try c.encode(loraDropout, forKey: .loraDropout)
        try c.encode(targetModules, forKey: .targetModules)
        try c.encode(bias, forKey: .bias)
        try c.encode(useRslora ?? false, forKey: .useRslora)
        try c.encode(modulesToSave ?? [], forKey: .modulesToSave)
        try c.encode(inferenceMode ?? true, forKey: .inferenceMode)
        try c.encode(initLoraWeights ?? true, forKey: .initLoraWeights)
    }

    /// The projections PEFT would wrap: a target matches a module path equal to it or ending in "." + it.
    public func projections() -> [Projection] {
        Projection.allCases.filter { projection in
            targetModules.contains { projection.modulePath == $0 || projection.modulePath.hasSuffix("." + $0) }
        }
    }
}
