// The rest of this module is generated from School.netlayer.yaml at build
// time. SwiftPM wants one source file of the target's own; this one lets
// the app reach the runtime's types (NetLayerError, MemoryTokenStore, …)
// with `import SchoolAPI` alone.
@_exported import NetLayer
