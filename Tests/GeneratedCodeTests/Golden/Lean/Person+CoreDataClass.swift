// Person+CoreDataClass.swift
// Created by modelgen from Everything.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Person+CoreDataProperties.swift.

import Foundation
import CoreData

/// An abstract entity at the root of a hierarchy.
@objc(Person)
nonisolated public class Person: NSManagedObject {
}
