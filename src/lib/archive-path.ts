// The archive's address on its own, for the header and footer of every page,
// so their script carries nothing else of the archive (src/lib/archive.ts).
export const ARCHIVE_PATH = `/archive`
