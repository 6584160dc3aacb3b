/// The models a mapping makes, in the order their names were claimed: a
/// model before the models its fields use, as the spec lists them.
struct ModelCatalog {
    /// A model's place is taken when its name is claimed, before its members
    /// are mapped (they may claim models of their own); nil until it is filled.
    private var slots: [ModelDraft?] = []
    /// The JSON kind of each model claimed, known before its members are
    /// mapped: a union of a model that leads back to it asks.
    private var kinds: [String: JSONKind] = [:]
    /// Each model's settings from an exported document's schema (`lenient`, `frozen`), by model name.
    private(set) var settings: [String: [SettingDraft]] = [:]

    var models: [ModelDraft] { slots.compactMap { $0 } }

    /// Takes the next place for the model `name`, to be filled once its members are mapped.
    mutating func reserve(_ name: String, kind: JSONKind) -> Int {
        kinds[name] = kind
        slots.append(nil)
        return slots.count - 1
    }

    mutating func fill(_ slot: Int, with model: ModelDraft) {
        slots[slot] = model
    }

    /// Adds a model whose members are already mapped.
    mutating func add(_ model: ModelDraft, kind: JSONKind) {
        kinds[model.name] = kind
        slots.append(model)
    }

    mutating func keep(_ modelSettings: [SettingDraft], for model: String) {
        settings[model] = modelSettings
    }

    /// The JSON kind of the model `name`; nil for a name that is not a model's.
    func kind(of name: String) -> JSONKind? {
        kinds[name]
    }
}

/// What a JSON value of a type is: two alternatives of one kind cannot be
/// told apart without a discriminator.
enum JSONKind: Hashable {
    case object, array, string, number, bool
    /// Any of them, or several.
    case any
}
