import NetLayerSpec

/// The `x-netlayer-*` keys, by a short name inside the planner.
typealias Extension = OpenAPIExtension
