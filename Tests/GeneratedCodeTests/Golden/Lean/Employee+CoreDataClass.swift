// Employee+CoreDataClass.swift
// Created by modelgen from Everything.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Employee+CoreDataProperties.swift.

import Foundation
import CoreData

@objc(Employee)
nonisolated public class Employee: Person {
}
