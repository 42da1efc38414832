// Person+CoreDataClass.swift
// Created by modelgen from Features.xcdatamodel. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Person+CoreDataProperties.swift.

import Foundation
import CoreData

@objc(Person)
nonisolated public class Person: NSManagedObject {
}
