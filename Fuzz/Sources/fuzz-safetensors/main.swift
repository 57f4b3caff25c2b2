import SafeTensors

/// libFuzzer entry: any bytes as a safetensors file. The reader must reject or accept, never crash;
/// accepted files must also convert every tensor without crashing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let file = try? SafeTensorsFile(bytes: bytes) {
        for tensor in file.tensors {
            _ = try? file.floats(tensor.name)
            _ = try? file.int64s(tensor.name)
        }
        withExtendedLifetime(file) {}
    }
    return 0
}
