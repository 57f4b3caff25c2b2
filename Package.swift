// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LoRATrainer",
    platforms: [.macOS(.v14)],
    dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")],
    targets: [
        // System library: OpenBLAS's CBLAS interface, nothing else.
        .systemLibrary(
            name: "CBLAS",
            pkgConfig: "openblas",
            providers: [.apt(["libopenblas-dev"])]
        ),
        // Row-major Float buffers and paired forward/backward kernels; the one file that calls CBLAS.
        .target(name: "Tensors", dependencies: ["CBLAS"]),
        .testTarget(name: "TensorsTests", dependencies: ["Tensors"]),
        .target(name: "PolicyScoring", exclude: ["SCORING.md"]),
        .executableTarget(name: "lora-eval", dependencies: ["PolicyScoring", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "PolicyScoringTests", dependencies: ["PolicyScoring"]),
    ]
)
