import Foundation
import LoRATrainer

/// libFuzzer entry: any bytes as adapter_config.json; a typed error or a checked config, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let config = try? AdapterFolder.parseConfig(Data(bytes: data, count: size), path: "adapter_config.json") {
        _ = config.projections()
    }
    return 0
}
