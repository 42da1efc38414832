// Author+CoreDataClass.swift
// Created by modelgen from Commits.xcdatamodeld. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Author+CoreDataProperties.swift.

import Foundation
import CoreData

@objc(Author)
nonisolated public class Author: NSManagedObject {
}
