import Foundation
import NetLayerSpec
import TestSupport
import Testing

/// `netlayer docs`, run as a process: the site it writes for the example specs holds every interface and
/// model, and every link inside it reaches a file and an anchor that exist; a spec with an error writes nothing.
@Suite struct DocsCommandTests {
    @Test(arguments: ["school", "microblog"])
    func writesEveryInterfaceAndModelWithEveryLinkResolving(spec name: String) async throws {
        let folder = try TemporaryFolder()
        let specPath = CommandRunner.packageRoot.appendingPathComponent("specs/\(name).yaml").path
        let output = try await CommandRunner.run(
            ["docs", specPath, "--output", folder.url.path, "--quiet"], in: folder.url)
        #expect(output.status == 0, "\(output.standardError)")
        let spec = try #require(SpecLoader().load(specPath).spec)
        let site = try Site(folder.url)

        let index = try #require(site.pages["index.html"])
        for interface in spec.interfaces {
            let page = try #require(
                site.pages["_netlayer/interfaces/\(interface.id).html"], "no page of \(interface.id)")
            #expect(page.contains("<h1><span class=\"method method-\(interface.method.value.rawValue)\">"))
            #expect(index.contains(">\(interface.id)</span></a>"), "the index does not list \(interface.id)")
        }
        let models = try #require(site.pages["_netlayer/models.html"])
        for model in spec.models {
            #expect(models.contains("id=\"model-\(model.name)\""), "the models' page lacks \(model.name)")
        }
        #expect(
            site.pages.keys.contains("_netlayer/reference.css") && site.pages.keys.contains("_netlayer/reference.js"))

        var checked = 0
        for (path, text) in site.pages where path.hasSuffix(".html") {
            for link in Site.links(in: text) {
                #expect(!link.contains("://"), "\(path) links outside the site: \(link)")
                let (file, anchor) = site.resolve(link, from: path)
                let target = try #require(site.pages[file], "\(path) links to \(link): no file \(file)")
                if let anchor {
                    #expect(target.contains("id=\"\(anchor)\""), "\(path) links to \(link): no anchor \(anchor)")
                }
                checked += 1
            }
        }
        #expect(checked > spec.interfaces.count * 3)
    }

    @Test func aSpecWithAnErrorWritesNothing() async throws {
        let folder = try TemporaryFolder()
        let spec = """
            netlayer: 1
            name: Shop
            environments: { production: https://shop.example }
            modules: { cart: { mehtod: 1 } }

            """
        try spec.write(to: folder.url.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        let output = try await CommandRunner.run(
            ["docs", "shop.yaml", "--output", "Reference", "--no-source-lines"], in: folder.url)
        #expect(output.status == 1)
        #expect(output.standardError.contains("shop.yaml:4:"), "\(output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Reference").path))
    }

    /// The site's files by path from its root.
    private struct Site {
        var pages: [String: String] = [:]

        init(_ root: URL) throws {
            let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
            for case let path as String in enumerator where !path.hasPrefix(".") {
                var isFolder: ObjCBool = false
                let url = root.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
                else { continue }
                pages[path] = try String(contentsOf: url, encoding: .utf8)
            }
        }

        /// Every `href` and `src` of a page.
        static func links(in html: String) -> [String] {
            let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
            let range = NSRange(html.startIndex..., in: html)
            return pattern.matches(in: html, range: range).compactMap { match in
                Range(match.range(at: 1), in: html).map { String(html[$0]) }
            }
        }

        /// The file (from the root) and anchor a link of the page at `path` reaches.
        func resolve(_ link: String, from path: String) -> (file: String, anchor: String?) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            var folders = path.split(separator: "/").dropLast().map(String.init)
            if !parts[0].isEmpty {
                for piece in parts[0].split(separator: "/") {
                    if piece == ".." { folders.removeLast() } else if piece != "." { folders.append(String(piece)) }
                }
            } else {
                folders.append(String(path.split(separator: "/").last!))
            }
            return (folders.joined(separator: "/"), parts.count > 1 ? parts[1] : nil)
        }
    }
}
