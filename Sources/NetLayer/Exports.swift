// The transport boundary's HTTPRequest, HTTPResponse and HTTPFields, as swift-openapi-runtime re-exports them:
// an interceptor or a transport of the app's own names them with `import NetLayer` alone.
@_exported import HTTPTypes
// The wire vocabulary (HTTP methods, URL layouts, token rules, retry policies, …) is NetLayerWire's, shared with
// the spec and the generator; generated code and apps keep writing `import NetLayer` alone.
@_exported import NetLayerWire
