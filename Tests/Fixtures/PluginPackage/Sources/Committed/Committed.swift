// generate-model-classes writes the classes of Commits.datamodel.json into this folder.
