// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LoRATrainer",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LoRATrainer", targets: ["LoRATrainer"]),
        .executable(name: "lora-train", targets: ["lora-train"]),
        .executable(name: "lora-eval", targets: ["lora-eval"]),
        .executable(name: "lora-bench", targets: ["lora-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System library: OpenBLAS's CBLAS interface, nothing else.
        .systemLibrary(
            name: "CBLAS",
            pkgConfig: "openblas",
            providers: [.apt(["libopenblas-dev"])]
        ),
        // Row-major Float buffers and paired forward/backward kernels; the one file that calls CBLAS.
        .target(name: "Tensors", dependencies: ["CBLAS"], exclude: ["Shapes.md"]),
        // The safetensors file format: bytes <-> (dtype, shape, values), validation, atomic writes, mmap.
        .target(name: "SafeTensors"),
        // WordPiece tokenizer, BERT config and weights, the MiniLM encoder forward and backward.
        .target(name: "Bert", dependencies: ["Tensors", "SafeTensors"]),
        // Pure domain: clause records, labels, the scorer, historical policies, the classifier seam.
        .target(name: "PolicyScoring", exclude: ["SCORING.md"]),
        // LoRA, the multi-task head, AdamW, the trainer and its progress stream, PEFT adapter files.
        .target(name: "LoRATrainer", dependencies: ["Tensors", "SafeTensors", "Bert", "PolicyScoring"]),
        .executableTarget(name: "lora-train", dependencies: [
            "LoRATrainer", "Bert", "Tensors", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "lora-eval", dependencies: [
            "PolicyScoring", "LoRATrainer", "Bert", "Tensors", "SafeTensors", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(
            name: "lora-bench",
            dependencies: ["Tensors", "Bert", "LoRATrainer", "PolicyScoring", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/lora-bench"
        ),
        // Helpers shared by the test targets (paths, the base model, built tools); not shipped.
        .target(name: "TestSupport", dependencies: ["Bert"], path: "Tests/TestSupport"),
        .testTarget(name: "TensorsTests", dependencies: ["Tensors"]),
        .testTarget(name: "SafeTensorsTests", dependencies: ["SafeTensors"], resources: [.copy("Fixtures")]),
        .testTarget(name: "BertTests", dependencies: ["Bert", "SafeTensors", "Tensors", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PolicyScoringTests", dependencies: ["PolicyScoring", "TestSupport"]),
        .testTarget(name: "LoRATrainerTests", dependencies: ["LoRATrainer", "Bert", "SafeTensors", "Tensors", "PolicyScoring", "TestSupport"],
                    resources: [.copy("Fixtures")]),
    ]
)
