/// The checks of an entity's fetched properties (`NSFetchedPropertyDescription`): a destination
/// that exists, and a predicate checked as a fetch request's is, over the destination's properties,
/// where `$FETCH_SOURCE` stands for the object whose property it is (its key paths are checked
/// against that entity) and `$FETCHED_PROPERTY` for the property's description. The names are
/// checked with the entity's other properties.
extension ResolverRun {
    mutating func resolveFetchedProperties(of entity: EntityDeclaration) -> [FetchedProperty] {
        entity.fetchedProperties.compactMap { declaration in
            let destinationName = declaration.destination
            guard let destination = entityObjects[destinationName.value],
                let destinationDeclaration = entityByName[destinationName.value]
            else {
                log.error(
                    "unknown destination entity '\(destinationName.value)'", at: destinationName.location,
                    unknown: destinationName.value, candidates: model.entities.map(\.name.value))
                return nil
            }
            if let predicate = declaration.predicate {
                checkPredicate(
                    predicate, isVerbatim: declaration.predicateIsVerbatim, of: destinationDeclaration,
                    parameters: [], fetchedPropertyOf: entity)
            }
            return FetchedProperty(
                name: declaration.name.value, destinationLink: EntityLink(entity: destination),
                predicate: declaration.predicate?.value, documentation: declaration.documentation,
                userInfo: declaration.userInfo, versioning: Versioning(declaration.versioning),
                location: declaration.name.location)
        }
    }
}
