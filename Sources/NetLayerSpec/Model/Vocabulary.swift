// The spec model is written in the wire vocabulary (HTTPMethod, URLLayout, TokenConfiguration, …), which the
// runtime shares: whatever reads a spec reads those types too.
@_exported import NetLayerWire
