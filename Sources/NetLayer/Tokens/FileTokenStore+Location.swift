import Foundation

extension FileTokenStore {
    /// A store in the app's Application Support folder (`~/.local/share` on
    /// Linux): `NetLayer/<name>-tokens.json`. Generated clients whose spec
    /// says `persist: true` keep their tokens here unless given a store.
    ///
    /// - Parameter name: The file's name stem, such as the spec's name; one store per name.
    /// - Returns: A store on that file (the temporary folder when there is no Application Support folder);
    ///   nothing is read or created until first use.
    public static func inApplicationSupport(named name: String) -> FileTokenStore {
        let folder =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return FileTokenStore(
            url: folder.appendingPathComponent("NetLayer").appendingPathComponent("\(name)-tokens.json"))
    }
}
