/// A spec's YAML built from only the part a test is about, with plain
/// defaults for the rest, so that tests do not copy a preamble and their
/// lines show what they check. With the defaults the lines are:
///
///     1  netlayer: 1
///     2  name: Shop
///     3  environments:
///     4    production: https://shop.example/api
///     5    staging: https://staging.shop.example/api
///        (`top`, as written: more top-level keys)
///     6  modules:
///     7    cart: { interfaces: { list: { method: GET, path: list } } }
///        models:
///          (`models`)
///
/// `environments`, `modules` and `models` are written as the entries of
/// their mapping, without its indentation, which the builder adds; nil
/// leaves the key out. Blank lines are left out. A test of the preamble
/// itself (a missing `netlayer`, another format version) writes its spec
/// out in full.
public func specYAML(
    name: String = "Shop",
    environments: String = SpecYAMLDefaults.environments,
    top: String = "",
    modules: String? = SpecYAMLDefaults.modules,
    models: String? = nil
) -> String {
    var lines = ["netlayer: 1", "name: \(name)", "environments:"] + indented(environments)
    lines += top.split(separator: "\n").map(String.init)
    if let modules { lines += ["modules:"] + indented(modules) }
    if let models { lines += ["models:"] + indented(models) }
    return lines.joined(separator: "\n") + "\n"
}

/// What ``specYAML(name:environments:top:modules:models:)`` writes when a
/// test does not say.
public enum SpecYAMLDefaults {
    public static let environments = """
        production: https://shop.example/api
        staging: https://staging.shop.example/api
        """
    public static let modules = "cart: { interfaces: { list: { method: GET, path: list } } }"
}

/// Each line of `text` two spaces in, blank lines left out.
private func indented(_ text: String) -> [String] {
    text.split(separator: "\n").map { "  " + $0 }
}
