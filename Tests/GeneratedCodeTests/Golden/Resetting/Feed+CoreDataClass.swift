// Feed+CoreDataClass.swift
// Created by modelgen from Resetting.datamodel.json. This file is yours to edit: modelgen writes it
// only when it is missing and never changes or deletes it. The generated properties are in
// Feed+CoreDataProperties.swift.

import Foundation
import CoreData

/// A feed the app downloads; its store is a cache, which the app resets rather than migrate.
@objc(Feed)
nonisolated public class Feed: NSManagedObject {
}
