// The wire vocabulary (HTTP methods, URL layouts, token rules, retry policies, …) is NetLayerWire's, shared with
// the spec and the generator; generated code and apps keep writing `import NetLayer` alone.
@_exported import NetLayerWire
