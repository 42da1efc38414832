// Draft+CoreDataClass.swift
// Created by modelgen from Synced.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Draft+CoreDataProperties.swift.

import Foundation
import CoreData

/// Text not yet filed, which never leaves the device.
@objc(Draft)
nonisolated public class Draft: NSManagedObject {
}
