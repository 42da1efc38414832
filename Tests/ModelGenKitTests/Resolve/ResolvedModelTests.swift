import Foundation
import Testing

@testable import ModelGenKit

/// The resolver hands over a linked model: entities point at their parents and sub-entities,
/// relationships at their entities, destinations and inverses, parameters at their entities.
@Suite struct ResolvedModelTests {
    static func everything() throws -> ResolvedModel {
        let url = TestSupport.fixtures.appendingPathComponent("Everything.datamodel.json")
        return try #require(ModelLoader.loadModel(at: url.path).model)
    }

    static func relationship(_ name: String, of entity: Entity) throws -> Relationship {
        try #require(entity.relationships.first { $0.name == name }, "\(entity.name).\(name)")
    }

    @Test func entitiesLinkToTheirParentsAndSubentities() throws {
        let model = try Self.everything()
        // The links are unowned: keep the model alive to the end, whatever the optimizer does.
        defer { withExtendedLifetime(model) {} }
        let person = try #require(model.entity(named: "Person"))
        let employee = try #require(model.entity(named: "Employee"))
        let manager = try #require(model.entity(named: "Manager"))
        #expect(person.parent == nil)
        #expect(employee.parent === person)
        #expect(manager.parent === employee)
        #expect(person.subentities.map(\.name) == ["Employee"])
        #expect(employee.subentities.map(\.name) == ["Manager"])
        #expect(manager.ancestors.map(\.name) == ["Employee", "Person"])
        #expect(manager.lineage.map(\.name) == ["Person", "Employee", "Manager"])
        let note = try #require(model.entity(named: "Note"))
        #expect(manager.isInInheritanceHierarchy && !note.isInInheritanceHierarchy)
    }

    @Test func relationshipsLinkToTheirEntityDestinationAndInverse() throws {
        let model = try Self.everything()
        // The links are unowned: keep the model alive to the end, whatever the optimizer does.
        defer { withExtendedLifetime(model) {} }
        let item = try #require(model.entity(named: "Item"))
        let employee = try #require(model.entity(named: "Employee"))
        let manager = try #require(model.entity(named: "Manager"))
        let owner = try Self.relationship("owner", of: item)
        let items = try Self.relationship("items", of: employee)
        #expect(owner.entity === item)
        #expect(owner.destination === employee)
        #expect(owner.inverse === items)
        #expect(items.inverse === owner)
        // Employee.manager's inverse is declared by Manager, the destination.
        let reports = try Self.relationship("reports", of: manager)
        let managerOfEmployee = try Self.relationship("manager", of: employee)
        #expect(managerOfEmployee.inverse === reports)
        #expect(reports.inverse?.entity === employee)
        // A relationship that is its own inverse, and one without an inverse.
        let related = try Self.relationship("related", of: item)
        #expect(related.inverse === related)
        let note = try #require(model.entity(named: "Note"))
        let itemOfNote = try Self.relationship("item", of: note)
        #expect(itemOfNote.inverse == nil)
        // Inherited relationships are found through the ancestors.
        #expect(manager.relationship(named: "items") === items)
        #expect(manager.relationship(named: "nothing") == nil)
    }

    @Test func entityParametersLinkToTheirEntity() throws {
        let model = try Self.everything()
        // The links are unowned: keep the model alive to the end, whatever the optimizer does.
        defer { withExtendedLifetime(model) {} }
        let item = try #require(model.entity(named: "Item"))
        let labelled = try #require(item.fetchRequests.first { $0.name == "labelled" })
        let owner = try #require(labelled.parameters.first { $0.variable == "owner" })
        guard case .entity(let link) = owner.type else {
            Issue.record("parameter 'owner' is not an entity parameter: \(owner.type)")
            return
        }
        #expect(link.entity === model.entity(named: "Employee"))
    }

    /// An entity's property lineage is its lineage without the ancestors that declare no attribute
    /// or relationship: what walks its inherited properties skips them.
    @Test func thePropertyLineageSkipsAncestorsThatDeclareNothing() throws {
        let (loaded, diagnostics) = TestSupport.load(
            """
            {"name": "M", "entities": [
              {"name": "D", "parent": "C"},
              {"name": "C", "parent": "B", "relationships": [{"name": "a", "destination": "A", "optional": true}]},
              {"name": "B", "parent": "A"},
              {"name": "A", "attributes": [{"name": "title", "type": "string"}]}
            ]}
            """)
        let model = try #require(loaded, "\(TestSupport.describe(diagnostics))")
        defer { withExtendedLifetime(model) {} }
        func lineage(_ name: String) throws -> [String] {
            try #require(model.entity(named: name)).propertyLineage.map(\.name)
        }
        #expect(try lineage("D") == ["A", "C", "D"])
        #expect(try lineage("C") == ["A", "C"])
        #expect(try lineage("B") == ["A", "B"])
        #expect(try lineage("A") == ["A"])
        #expect(model.entity(named: "D")?.lineage.map(\.name) == ["A", "B", "C", "D"])
    }

    /// The links do not keep anything alive: once the model is gone, so are its entities and
    /// relationships (a strong link between entities would be a reference cycle, and leak).
    @Test func theModelHoldsNoReferenceCycle() throws {
        weak var manager: Entity?
        weak var related: Relationship?
        do {
            let model = try Self.everything()
            manager = model.entity(named: "Manager")
            related = try Self.relationship("related", of: try #require(model.entity(named: "Item")))
            #expect(manager != nil && related != nil)
        }
        // Booleans, not the objects: on failure, describing a surviving entity would read its links to
        // objects that are gone.
        let managerIsGone = manager == nil
        let relatedIsGone = related == nil
        #expect(managerIsGone)
        #expect(relatedIsGone)
    }

    /// The resolver's tables, and the declarations they were made from, are freed on another thread
    /// once the model is resolved. Nothing the model links to may die with them: with every such
    /// freeing done, each unowned link still leads to a live entity or relationship (a dangling one
    /// would stop the test process here).
    @Test func everyLinkOutlivesTheResolversTables() throws {
        let model = try Self.everything()
        defer { withExtendedLifetime(model) {} }
        ParallelWork.waitForBackgroundDeallocations()
        var links: [String] = []
        for entity in model.entities {
            if let parent = entity.parent { links.append("\(entity.name) → \(parent.name)") }
            if let ancestor = entity.nearestDeclaringAncestor {
                links.append("\(entity.name) ⇢ \(ancestor.name)")
            }
            for relationship in entity.relationships {
                links.append(
                    "\(relationship.entity.name).\(relationship.name) → \(relationship.destination.name)"
                        + (relationship.inverse.map { ".\($0.name) of \($0.entity.name)" } ?? ""))
            }
            for fetchedProperty in entity.fetchedProperties {
                links.append("\(entity.name).\(fetchedProperty.name) → \(fetchedProperty.destination.name)")
            }
            for request in entity.fetchRequests {
                for case .entity(let link) in request.parameters.map(\.type) {
                    links.append("\(entity.name).\(request.name) → \(link.entity.name)")
                }
            }
            for attribute in entity.attributes {
                for element in attribute.composite?.elements ?? [] {
                    links.append("\(entity.name).\(attribute.name) → \(element.name)")
                }
            }
        }
        // One of each kind of link, so that the walk above cannot pass by walking nothing.
        #expect(links.contains("Employee → Person"))
        #expect(links.contains("Manager ⇢ Employee"))
        #expect(links.contains("Item.owner → Employee.items of Employee"))
        #expect(links.contains("Employee.manager → Manager.reports of Manager"))
        #expect(links.contains { $0.hasPrefix("Item.labelled → Employee") })
        #expect(links.contains { $0.contains(" of ") && $0.hasPrefix("Item.related") })
        #expect(model.entities.contains { !$0.fetchedProperties.isEmpty })
        #expect(model.entities.contains { $0.attributes.contains { $0.composite != nil } })
    }
}
