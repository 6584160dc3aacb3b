import TestSupport

/// The operations of each resource, with their parameters, bodies and replies.
extension OpenAPIBuilder {
    mutating func operations(of resource: Resource, withExtras: Bool) -> [(String, OrderedJSON)] {
        let base = "/api/v1/\(resource.domain)/\(resource.noun)"
        let type = resource.type
        let label = "\(resource.noun) of \(resource.domain)"
        var result: [(String, OrderedJSON)] = []

        var listParameters: [OrderedJSON] = [
            query(
                "pageNum", "Page number, from 1.",
                .object([("type", .string("integer")), ("format", .string("int32")), ("default", .int(1))])),
            query(
                "pageSize", "Rows per page.",
                .object([("type", .string("integer")), ("format", .string("int32")), ("default", .int(10))])),
            query("keyword", "Matches the name or code.", .object([("type", .string("string"))])),
        ]
        let filters = [
            (
                "status",
                OrderedJSON.object([
                    ("type", .string("string")), ("enum", .array(pick(Self.statuses).map(OrderedJSON.string))),
                ])
            ),
            ("beginTime", .object([("type", .string("string")), ("format", .string("date-time"))])),
            ("endTime", .object([("type", .string("string")), ("format", .string("date-time"))])),
            ("categoryId", .object([("type", .string("integer")), ("format", .string("int64"))])),
            ("ownerId", .object([("type", .string("integer")), ("format", .string("int64"))])),
            ("sortField", .object([("type", .string("string"))])),
            ("asc", .object([("type", .string("boolean")), ("default", .bool(true))])),
            ("minAmount", .object([("type", .string("number")), ("format", .string("double"))])),
        ]
        for (name, schema) in filters where chance(55) {
            listParameters.append(query(name, sentence(3...8), schema))
        }
        listParameters.append(contentsOf: headers())
        result.append(
            (
                base + "/page",
                .object([
                    (
                        "get",
                        operation(
                            resource, id: "page\(type)UsingGET", summary: "Pages through \(label) records",
                            parameters: listParameters, body: nil, reply: "Result«PageInfo«\(type)VO»»")
                    )
                ])
            ))
        result.append(
            (
                base,
                .object([
                    (
                        "post",
                        operation(
                            resource, id: "save\(type)UsingPOST", summary: "Creates a \(label)", parameters: headers(),
                            body: type + "CreateDTO", reply: "Result«long»")
                    )
                ])
            ))
        let idParameter = OrderedJSON.object([
            ("name", .string("id")), ("in", .string("path")), ("description", .string("The \(label)'s id.")),
            ("required", .bool(true)),
            ("schema", .object([("type", .string("integer")), ("format", .string("int64"))])),
        ])
        result.append(
            (
                base + "/{id}",
                .object([
                    (
                        "get",
                        operation(
                            resource, id: "get\(type)UsingGET", summary: "Reads one \(label)",
                            parameters: [idParameter] + headers(), body: nil, reply: "Result«\(type)VO»")
                    ),
                    (
                        "put",
                        operation(
                            resource, id: "update\(type)UsingPUT", summary: "Updates a \(label)",
                            parameters: [idParameter] + headers(), body: type + "UpdateDTO", reply: "Result«boolean»")
                    ),
                    (
                        "delete",
                        operation(
                            resource, id: "remove\(type)UsingDELETE", summary: "Deletes a \(label)",
                            parameters: [idParameter] + headers(), body: nil, reply: "Result«boolean»")
                    ),
                ])
            ))
        guard withExtras else { return result }
        result.append(
            (
                base + "/batch-remove",
                .object([
                    (
                        "post",
                        operation(
                            resource, id: "batchRemove\(type)UsingPOST", summary: "Deletes several \(label) records",
                            parameters: headers(), body: "BatchIdsDTO", reply: "Result«boolean»")
                    )
                ])
            ))
        // An export replies with the bare list, as some endpoints of such backends do.
        result.append(
            (
                base + "/export",
                .object([
                    (
                        "get",
                        operation(
                            resource, id: "export\(type)UsingGET", summary: "Exports \(label) records",
                            parameters: [
                                query("keyword", "Matches the name or code.", .object([("type", .string("string"))]))
                            ]
                                + headers(), body: nil, reply: nil, bareList: type + "VO")
                    )
                ])
            ))
        return result
    }

    mutating func query(_ name: String, _ summary: String, _ schema: OrderedJSON) -> OrderedJSON {
        .object([
            ("name", .string(name)), ("in", .string("query")), ("description", .string(summary)),
            ("required", .bool(false)),
            ("schema", schema),
        ])
    }

    mutating func headers() -> [OrderedJSON] {
        var result: [OrderedJSON] = [
            .object([
                ("name", .string("X-Tenant-Id")), ("in", .string("header")),
                ("description", .string("The caller's tenant.")),
                ("required", .bool(true)), ("schema", .object([("type", .string("string"))])),
            ])
        ]
        if chance(40) {
            result.append(
                .object([
                    ("name", .string("X-Request-Id")), ("in", .string("header")),
                    ("description", .string("Echoed in the logs, to trace a request.")), ("required", .bool(false)),
                    ("schema", .object([("type", .string("string")), ("format", .string("uuid"))])),
                ]))
        }
        return result
    }

    mutating func operation(
        _ resource: Resource, id: String, summary: String, parameters: [OrderedJSON], body: String?, reply: String?,
        bareList: String? = nil
    ) -> OrderedJSON {
        var entries: [(String, OrderedJSON)] = [
            ("tags", .array([.string(resource.tag)])),
            ("summary", .string(summary)),
            ("description", .string(sentence(8...24) + " " + sentence(8...24))),
            ("operationId", .string(id)),
            ("parameters", .array(parameters)),
        ]
        if let body {
            entries.append(
                (
                    "requestBody",
                    .object([
                        ("description", .string(sentence(3...6))),
                        ("content", .object([("application/json", .object([("schema", Self.ref(body))]))])),
                        ("required", .bool(true)),
                    ])
                ))
        }
        let schema: OrderedJSON? =
            if let reply { Self.ref(reply) } else if let bareList {
                .object([("type", .string("array")), ("items", Self.ref(bareList))])
            } else { nil }
        var responses: [(String, OrderedJSON)] = [
            (
                "200",
                .object(
                    [("description", .string("OK"))]
                        + (schema.map {
                            [("content", OrderedJSON.object([("application/json", .object([("schema", $0)]))]))]
                        } ?? []))
            )
        ]
        if body != nil { responses.append(("201", .object([("description", .string("Created"))]))) }
        responses += [
            ("401", .object([("description", .string("Unauthorized"))])),
            ("403", .object([("description", .string("Forbidden"))])),
            ("404", .object([("description", .string("Not Found"))])),
        ]
        entries.append(("responses", .object(responses)))
        if chance(3) { entries.append(("deprecated", .bool(true))) }
        return .object(entries)
    }
}
