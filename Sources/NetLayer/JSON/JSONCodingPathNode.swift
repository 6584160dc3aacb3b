/// The coding path as a linked list from the innermost value out.
///
/// Descending one level is one small allocation instead of copying an
/// array of keys; the array is only built when something asks for it,
/// which in practice means when an error is thrown.
indirect enum JSONCodingPathNode {
    case root
    case key(any CodingKey, JSONCodingPathNode)
    case index(Int, JSONCodingPathNode)

    var path: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = self
        while true {
            switch node {
            case .root:
                return keys.reversed()
            case .key(let key, let parent):
                keys.append(key)
                node = parent
            case .index(let index, let parent):
                keys.append(JSONValueCodingKey(index: index))
                node = parent
            }
        }
    }

    func path(appending key: any CodingKey) -> [any CodingKey] {
        var keys = path
        keys.append(key)
        return keys
    }

    func path(appendingIndex index: Int) -> [any CodingKey] {
        path(appending: JSONValueCodingKey(index: index))
    }

    func appending(_ key: any CodingKey) -> JSONCodingPathNode {
        .key(key, self)
    }

    func appending(index: Int) -> JSONCodingPathNode {
        .index(index, self)
    }
}
