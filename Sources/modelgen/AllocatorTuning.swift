#if canImport(Glibc)
    import Glibc
#endif

/// Settings of the C library's memory allocator for a short run that allocates tens of megabytes
/// on several threads, made before the first of them starts.
enum AllocatorTuning {
    /// With glibc, asks the allocator to take memory in steps of 32 MB (`M_TOP_PAD`): addresses set
    /// aside, which cost nothing until a page is used.
    ///
    /// By default glibc makes each worker thread's heap writable a few pages at a time, one
    /// `mprotect` call each, and grows the main heap 128 KB at a time: a first run over 1,000
    /// entities made 1,883 `mprotect` and 268 `brk` calls. With the pad, a thread's heap is made
    /// writable 32 MB at once, and the same run makes 35 and 6 (32 MB needs as few as 64 MB for
    /// that model). Measured on Linux (2 cores, release build, taking turns, output on tmpfs): the
    /// run 3-6% faster, the same files written. A system that refuses to overcommit memory
    /// (`vm.overcommit_memory=2`) counts the writable 32 MB of each thread's heap.
    ///
    /// `mallopt` is looked up at run time, because Swift's Glibc module leaves out `malloc.h`.
    /// Elsewhere (another C library, or none found) this does nothing.
    static func apply() {
        #if canImport(Glibc)
            typealias SetOption = @convention(c) (Int32, Int32) -> Int32
            let topPad: Int32 = -2  // M_TOP_PAD in glibc's malloc.h
            guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: SetOption.self)(topPad, 32 << 20)
        #endif
    }
}
