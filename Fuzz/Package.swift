// swift-tools-version: 5.4
// libFuzzer targets for every parser LoRATrainer exposes to files from elsewhere. A separate package
// (so `swift build` of the main package never needs the fuzzer runtime); see Fuzz/README.md.
// Tools version 5.4: newer versions link executables with main = <module>_main, which a libFuzzer
// target (whose main is libFuzzer's) does not have.
import PackageDescription

// Fuzz/run.sh builds with -sanitize=fuzzer,address for every module (so the parsers are
// coverage-instrumented); libFuzzer supplies main, so the targets are libraries of one function.
let fuzzerFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "LoRATrainerFuzz",
    dependencies: [.package(name: "LoRATrainer", path: "..")],
    targets: [
        .executableTarget(name: "fuzz-safetensors", dependencies: [.product(name: "LoRATrainer", package: "LoRATrainer")],
                          swiftSettings: fuzzerFlags),
        .executableTarget(name: "fuzz-clauses", dependencies: [.product(name: "LoRATrainer", package: "LoRATrainer")],
                          swiftSettings: fuzzerFlags),
        .executableTarget(name: "fuzz-adapter-config", dependencies: [.product(name: "LoRATrainer", package: "LoRATrainer")],
                          swiftSettings: fuzzerFlags),
        .executableTarget(name: "fuzz-tokenizer", dependencies: [.product(name: "LoRATrainer", package: "LoRATrainer")],
                          swiftSettings: fuzzerFlags),
    ]
)
