// Note+CoreDataClass.swift
// Created by modelgen from Everything.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Note+CoreDataProperties.swift.

import Foundation
import CoreData

@objc(Note)
nonisolated public class Note: NSManagedObject {
}
