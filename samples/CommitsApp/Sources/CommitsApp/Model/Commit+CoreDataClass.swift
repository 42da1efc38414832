// Commit+CoreDataClass.swift
// Created by modelgen from Commits.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Commit+CoreDataProperties.swift.

import Foundation
import CoreData

/// A commit in a GitHub repository, as the commits API returns it.
@objc(Commit)
nonisolated public class Commit: NSManagedObject {
}
