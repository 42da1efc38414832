// Commit+CoreDataClass.swift
// Created by modelgen from Commits.xcdatamodeld. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Commit+CoreDataProperties.swift.

import Foundation
import CoreData

@objc(Commit)
nonisolated public class Commit: NSManagedObject {
}
