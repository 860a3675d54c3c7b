import HIGSearch

/// `list_topics`: the HIG pages the index covers, with English and Korean names and rule counts.
struct ListTopicsTool: Tool {
    let name = "list_topics"
    let title = "List the HIG topics"
    let description = """
    List the topics (HIG pages) the guidelines cover, in index order: slug, English and Korean names, number of \
    rules, and the topic's HIG page. A slug or name narrows search_guidelines (its topic argument).
    """

    var inputSchema: JSONValue {
        ["type": "object", "properties": [:], "additionalProperties": false]
    }

    var outputSchema: JSONValue {
        [
            "type": "object",
            "properties": [
                "topics": ["type": "array", "items": [
                    "type": "object",
                    "properties": [
                        "topic": ModelJSON.topicSchema,
                        "count": ["type": "integer", "minimum": 0, "description": "How many rules the topic has."],
                        "uri": ["type": "string", "description": "The topic as a resource: hig://topics/{slug}."],
                        "hig_page": HIGPage.schema,
                    ],
                    "required": ["topic", "count", "uri", "hig_page"],
                    "additionalProperties": false,
                ]],
                "rule_count": ["type": "integer", "minimum": 0, "description": "Rules in the whole index."],
            ],
            "required": ["topics", "rule_count"],
            "additionalProperties": false,
        ]
    }

    func call(_ arguments: JSONValue?, index: SearchSnapshot) throws(RPCError) -> ToolResult {
        do throws(ToolArguments.Mistake) {
            _ = try ToolArguments(arguments, tool: name, allowed: [])
        } catch {
            return .failure(error.sentence)
        }
        let reader = index.reader
        let topics: [JSONValue] = reader.topics.map { entry in
            ["topic": ModelJSON.topic(entry.topic), "count": .int(entry.count),
             "uri": .string(ResourceURI.topic(slug: entry.topic.slug).string), "hig_page": HIGPage.json(of: entry.topic)]
        }
        return .success(TopicMarkdown.list(reader.topics, ruleCount: reader.ruleCount),
                        structured: ["topics": .array(topics), "rule_count": .int(reader.ruleCount)])
    }
}
