//go:build !linux

package classfile

// ramDir reports no RAM-backed directory outside Linux.
func ramDir(need uint64) string { return "" }
