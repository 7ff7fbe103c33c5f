package interp

// Native memory for the external tests (package interp_test).

// NativeBlocks lists the addresses of the execution's live blocks of
// native memory, in address order.
func (vm *VM) NativeBlocks() []int64 {
	var addrs []int64
	for _, b := range vm.native.blocks {
		if b.mem != nil {
			addrs = append(addrs, b.addr)
		}
	}
	return addrs
}

// PokeNative writes one byte of native memory, as Unsafe.putByte does.
func (vm *VM) PokeNative(addr int64, v int8) {
	vm.nativeBytes(addr, 1, "PokeNative")[0] = v
}
