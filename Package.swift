// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LoRATrainer",
    platforms: [.macOS(.v14)],
    products: [
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
        .executableTarget(
            name: "lora-bench",
            dependencies: ["Tensors", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/lora-bench"
        ),
        .target(name: "SafeTensors"),
        .target(name: "Bert", dependencies: ["Tensors", "SafeTensors"]),
        .testTarget(name: "TensorsTests", dependencies: ["Tensors"]),
        .testTarget(name: "SafeTensorsTests", dependencies: ["SafeTensors"], resources: [.copy("Fixtures")]),
        .testTarget(name: "BertTests", dependencies: ["Bert", "SafeTensors", "Tensors"], resources: [.copy("Fixtures")]),
    ]
)
