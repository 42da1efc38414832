// Item+CoreDataClass.swift
// Created by modelgen from Everything.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Item+CoreDataProperties.swift.

import Foundation
import CoreData

/// Every attribute type, required and optional, with defaults.
///
/// The second paragraph of the documentation.
@objc(Item)
nonisolated public class Item: NSManagedObject {
}
