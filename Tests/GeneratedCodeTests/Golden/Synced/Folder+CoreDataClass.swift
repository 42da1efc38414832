// Folder+CoreDataClass.swift
// Created by modelgen from Synced.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Folder+CoreDataProperties.swift.

import Foundation
import CoreData

/// A folder of notes, synced with CloudKit.
@objc(Folder)
nonisolated public class Folder: NSManagedObject {
}
