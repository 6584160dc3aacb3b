/// Names for operations that have no `operationId`, chosen as a person
/// would name them: a verb and the resource the path ends at.
///
/// - The resource is the last run of literal segments, made singular when
///   the path ends at one item or the method is POST (`/sessions/{id}` →
///   `Session`), as written otherwise (`/sessions` → `Sessions`); words the
///   module's name already says are left out.
/// - When the resource starts with one of `actionVerbs`, that is the name
///   (`/kernels/{id}/interrupt` → `interruptKernel`, `/vm.add-device` in
///   module `vm` → `addDevice`). Otherwise the verb comes from the method:
///   `list` for a GET of a plural collection, `get` for any other GET,
///   `create` for a POST to a plural collection, `post` for another POST,
///   `update` for PUT and PATCH, `delete`, `check` for HEAD, `options` for
///   OPTIONS; unless the summary starts with an action verb that the method
///   does not say (`Restore a file to a checkpoint` → `restore`).
///
/// `GET /api/sessions` → `listSessions`, `GET /api/sessions/{session}` →
/// `getSession`, `DELETE /api/kernels/{kernel_id}` → `deleteKernel`,
/// `POST /api/contents/{path}/checkpoints/{checkpoint_id}` (summary
/// "Restore a file to a particular checkpointed state") → `restoreCheckpoint`.
enum OperationNames {
    /// The names to try in order: the short one, then one that adds the
    /// resource's parent (`listUserServers`).
    /// `fullPath`: the document's path, whose last literal segment names the
    /// resource when the module's prefix took them all (`/api/contents/{path}`
    /// alone in module `contents` is `{path}` after the prefix).
    static func candidates(method: String, path: String, fullPath: String, summary: String?, module: String)
        -> [String]
    {
        var parts = PathParts(path, dropping: ImportNames.words(module).map { $0.lowercased() })
        if parts.resources.isEmpty,
            let last = ModuleGrouping.segments(fullPath).last(where: {
                !$0.contains("{") && !ModuleGrouping.isVersion($0) && !ImportNames.words($0).isEmpty
            })
        {
            parts.resources = [.init(words: ImportNames.words(last), afterItem: false)]
        }
        guard var noun = parts.resources.last?.words else { return [] }
        let parent = parts.parent
        if let first = noun.first, let action = actionVerb(first),
            noun.count > 1 || parts.resources.count == 1 || parent != nil
        {
            // `/kernels/{id}/interrupt`, `/vm.add-device`: the segment is the action.
            noun.removeFirst()
            if noun.isEmpty, let parent { return [name(action, parent)] }
            return [name(action, noun)]
        }
        let endsAtItem = parts.endsWithPlaceholder
        var verb: String
        switch method {
        case "GET": verb = endsAtItem || !isPlural(noun.last) ? "get" : "list"
        case "POST": verb = endsAtItem || !isPlural(noun.last) ? "post" : "create"
        case "PUT", "PATCH": verb = "update"
        case "DELETE": verb = "delete"
        case "HEAD": verb = "check"
        default: verb = method.lowercased()
        }
        // A summary names an action the method cannot (`Restore a file to a checkpoint`); what
        // the method says (get, create, delete…) it says better than a summary's wording.
        if let action = summary.flatMap({ ImportNames.words($0).first }).flatMap(actionVerb),
            !methodVerbs.contains(action)
        {
            verb = action
        }
        if endsAtItem || method == "POST" { noun = singular(noun) }
        var names = [name(verb, noun)]
        if let parent { names.append(name(verb, parent + noun)) }
        return unique(names)
    }

    /// What the method already says: a summary's verb among these is not taken.
    static let methodVerbs: Set<String> = [
        "get", "list", "fetch", "find", "read", "retrieve", "create", "add", "update", "set", "replace", "delete",
        "remove",
    ]

    /// Verbs that name what an operation does, in the base form.
    static let actionVerbs: Set<String> = [
        "abort", "accept", "activate", "add", "approve", "archive", "assign", "attach", "authorize", "boot", "cancel",
        "check", "clear", "clone", "close", "complete", "confirm", "connect", "copy", "count", "create", "deactivate",
        "decline", "delete", "deny", "detach", "disable", "disconnect", "dismiss", "download", "duplicate", "enable",
        "execute", "expire", "export", "generate", "fetch", "finalize", "find", "follow", "get", "import", "interrupt",
        "invite", "join", "kill", "leave", "list", "lock", "login", "logout", "mark", "merge", "move", "mute", "open",
        "pause", "ping", "pin", "publish", "reboot", "refresh", "register", "reject", "release", "reload", "remove",
        "rename", "reopen", "replace", "report", "reset", "resize", "restart", "restore", "resume", "retry", "revoke",
        "run", "save", "search", "send", "set", "share", "shutdown", "sign", "snapshot", "start", "stop", "submit",
        "subscribe", "suspend", "sync", "trigger", "unarchive", "unfollow", "unlock", "unmute", "unpin", "unpublish",
        "unsubscribe", "update", "upload", "validate", "verify", "void",
    ]

    /// `restore`, `Restores` → `restore`; nil for a word that is not an action verb.
    static func actionVerb(_ word: String) -> String? {
        let lower = word.lowercased()
        if actionVerbs.contains(lower) { return lower }
        // The third person a description often starts with: `Restores`, `Lists`, `Fetches`.
        for ending in ["es", "s"] where lower.hasSuffix(ending) {
            let base = String(lower.dropLast(ending.count))
            if actionVerbs.contains(base) { return base }
        }
        return nil
    }

    /// Whether `word` reads as a plural noun: `sessions`, `policies`; not `status`, `access`, `analysis`.
    static func isPlural(_ word: String?) -> Bool {
        guard let word = word?.lowercased(), word.count > 2, word.hasSuffix("s") else { return false }
        return !(word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is"))
    }

    /// The words with the last one singular: `[user, sessions]` → `[user, session]`.
    static func singular(_ words: [String]) -> [String] {
        guard let last = words.last, isPlural(last) else { return words }
        var word = last
        if word.lowercased().hasSuffix("ies") {
            word = word.dropLast(3) + "y"
        } else if ["sses", "xes", "ches", "shes", "zes"].contains(where: { word.lowercased().hasSuffix($0) }) {
            word = String(word.dropLast(2))
        } else {
            word = String(word.dropLast())
        }
        return words.dropLast() + [word]
    }

    private static func name(_ verb: String, _ noun: [String]) -> String {
        ImportNames.memberName(([verb] + noun).joined(separator: " "))
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}

/// A path read as a chain of resources: each literal segment's words, and
/// whether a placeholder comes before it or ends the path.
private struct PathParts {
    struct Resource {
        var words: [String]
        /// A placeholder comes just before it: `/kernels/{id}/interrupt`.
        var afterItem: Bool
    }

    var resources: [Resource] = []
    var endsWithPlaceholder = false

    /// The resource the last one belongs to, singular when the path names
    /// one of it (`/users/{name}/servers` → `user`); nil for a path of one resource.
    var parent: [String]? {
        guard resources.count > 1, let last = resources.last else { return nil }
        let words = resources[resources.count - 2].words
        return last.afterItem ? OperationNames.singular(words) : words
    }

    /// `dropping`: the module's words, left out of the first segment that starts with them.
    init(_ path: String, dropping moduleWords: [String]) {
        var afterPlaceholder = false
        for segment in ModuleGrouping.segments(path) {
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                afterPlaceholder = true
                endsWithPlaceholder = true
                continue
            }
            endsWithPlaceholder = false
            var words = ImportNames.words(segment.replacing(/\{[^}]*\}/, with: " "))
            if ModuleGrouping.isVersion(segment) || words.isEmpty { continue }
            if resources.isEmpty, !moduleWords.isEmpty, words.count > moduleWords.count,
                words.prefix(moduleWords.count).map({ $0.lowercased() }) == moduleWords
            {
                words.removeFirst(moduleWords.count)
            }
            if !afterPlaceholder, var last = resources.popLast() {
                // `/init/error`: literal segments in a row name one thing.
                last.words += words
                resources.append(last)
            } else {
                resources.append(Resource(words: words, afterItem: afterPlaceholder))
            }
            afterPlaceholder = false
        }
    }
}
