// Package fdlibm computes the functions of java.lang.StrictMath exactly as
// fdlibm 5.3 (the "Freely Distributable Math Library", the JDK's libfdlibm)
// computes them, bit for bit, as the Java specification requires of
// StrictMath.
//
// Each function follows its fdlibm counterpart step by step: the same
// polynomial coefficients, the same order of operations and the same
// manipulations of the high and low 32-bit words of a double. Go may fuse
// x*y+z into one fused multiply-add on some architectures, which rounds
// once where fdlibm rounds twice; every product here that feeds an
// addition or subtraction is therefore written as an explicit float64(x*y)
// conversion, which the Go specification requires to round, so that no
// fusion can change a result.
//
// Sqrt and IEEEremainder need no fdlibm code of their own: e_sqrt.c
// computes the correctly rounded square root, which math.Sqrt is, and the
// IEEE remainder is exact, so math.Remainder computes the same value (the
// tests check both against the JDK).
package fdlibm

import "math"

// hi is fdlibm's __HI(x): the high 32 bits of x (sign, exponent and the
// top 20 bits of the significand), as a signed word.
func hi(x float64) int32 { return int32(math.Float64bits(x) >> 32) }

// lo is fdlibm's __LO(x): the low 32 bits of x's significand.
func lo(x float64) uint32 { return uint32(math.Float64bits(x)) }

// withHi is x with its high word replaced by h (fdlibm's __HI(x) = h).
func withHi(x float64, h int32) float64 {
	return math.Float64frombits(uint64(uint32(h))<<32 | math.Float64bits(x)&0xffffffff)
}

// withLo is x with its low word replaced by l (fdlibm's __LO(x) = l).
func withLo(x float64, l uint32) float64 {
	return math.Float64frombits(math.Float64bits(x)&^0xffffffff | uint64(l))
}

// fromWords is the double whose high word is h and low word l.
func fromWords(h int32, l uint32) float64 {
	return math.Float64frombits(uint64(uint32(h))<<32 | uint64(l))
}

const (
	two24 = 0x1p24
	two54 = 0x1p54
	huge  = 1.0e300
	tiny  = 1.0e-300
)

// Sqrt is StrictMath.sqrt (fdlibm's e_sqrt.c), the correctly rounded
// square root.
func Sqrt(x float64) float64 { return math.Sqrt(x) }

// IEEEremainder is StrictMath.IEEEremainder (fdlibm's e_remainder.c):
// x - n*p, n the integer nearest x/p (the even one on a tie). The result
// is exact, so math.Remainder's equals fdlibm's, signed zeros included.
func IEEEremainder(x, p float64) float64 { return math.Remainder(x, p) }
