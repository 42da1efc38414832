// TagLabel+CoreDataClass.swift
// Created by modelgen from Everything.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// TagLabel+CoreDataProperties.swift.

import Foundation
import CoreData

/// An entity whose class has another name.
@objc(TagLabel)
nonisolated public class TagLabel: NSManagedObject {
}
