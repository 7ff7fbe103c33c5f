package fdlibm

import "math"

// Coefficients of log's polynomial, R(s) ~ (log(1+f) - 2s)/s with
// s = f/(2+f); log1p uses the same ones.
const (
	lg1 = 0x1.5555555555593p-1
	lg2 = 0x1.999999997fa04p-2
	lg3 = 0x1.2492494229359p-2
	lg4 = 0x1.c71c51d8e78afp-3
	lg5 = 0x1.7466496cb03dep-3
	lg6 = 0x1.39a09d078c69fp-3
	lg7 = 0x1.2f112df3e5244p-3
)

// logStart is how e_log.c and e_log10.c both begin: the result for zero
// (-inf), a negative x (NaN), infinity and NaN (done); otherwise x, scaled
// up by 2^54 if subnormal, its high word, and -54 for that scaling.
func logStart(x float64) (y float64, hx, k int32, special float64, done bool) {
	hx = hi(x)
	if hx < 0x00100000 { // x < 2^-1022
		if (hx&0x7fffffff)|int32(lo(x)) == 0 { // log(+-0) = -inf
			return 0, 0, 0, math.Inf(-1), true
		}
		if hx < 0 { // log(-#) = NaN
			return 0, 0, 0, math.NaN(), true
		}
		k = -54
		x = float64(x * two54) // subnormal: scale up
		hx = hi(x)
	}
	if hx >= 0x7ff00000 {
		return 0, 0, 0, x + x, true
	}
	return x, hx, k, 0, false
}

// Log is fdlibm's e_log.c: x = 2^k*(1+f) with sqrt(2)/2 < 1+f < sqrt(2),
// log(1+f) = f - s*(f - R) or, for better accuracy, f - (f*f/2 -
// s*(f*f/2 + R)), s = f/(2+f), plus k*ln2 in two parts.
func Log(x float64) float64 {
	x, hx, k, special, done := logStart(x)
	if done {
		return special
	}
	k += (hx >> 20) - 1023
	hx &= 0x000fffff
	i := (hx + 0x95f64) & 0x100000
	x = withHi(x, hx|(i^0x3ff00000)) // normalise x or x/2
	k += i >> 20
	f := x - 1.0
	if (0x000fffff & (2 + hx)) < 3 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			dk := float64(k)
			return float64(dk*ln2Hi) + float64(dk*ln2Lo)
		}
		r := float64(float64(f*f) * (0.5 - float64(0.33333333333333333*f)))
		if k == 0 {
			return f - r
		}
		dk := float64(k)
		return float64(dk*ln2Hi) - ((r - float64(dk*ln2Lo)) - f)
	}
	s := f / (2.0 + f)
	dk := float64(k)
	z := float64(s * s)
	i = hx - 0x6147a
	w := float64(z * z)
	j := 0x6b851 - hx
	t1 := float64(w * (lg2 + float64(w*(lg4+float64(w*lg6)))))
	t2 := float64(z * (lg1 + float64(w*(lg3+float64(w*(lg5+float64(w*lg7)))))))
	i |= j
	r := t2 + t1
	if i > 0 {
		hfsq := float64(float64(0.5*f) * f)
		if k == 0 {
			return f - (hfsq - float64(s*(hfsq+r)))
		}
		return float64(dk*ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + float64(dk*ln2Lo))) - f)
	}
	if k == 0 {
		return f - float64(s*(f-r))
	}
	return float64(dk*ln2Hi) - ((float64(s*(f-r)) - float64(dk*ln2Lo)) - f)
}

const (
	ivln10   = 0x1.bcb7b1526e50ep-2 // 1/ln(10)
	log10Hi  = 0x1.34413509f6p-2    // log10(2)'s leading 40 bits
	log10Lo  = 0x1.9fef311f12b36p-42
	log1pMax = 0x43400000 // high word of 2^53
)

// Log10 is fdlibm's e_log10.c: with n = ilogb(x), plus one if negative,
// log10(x) = n*log10(2)hi + (n*log10(2)lo + log(x/2^n)/ln(10)).
func Log10(x float64) float64 {
	x, hx, k, special, done := logStart(x)
	if done {
		return special
	}
	k += (hx >> 20) - 1023
	i := int32(uint32(k) >> 31) // 1 if k < 0
	hx = (hx & 0x000fffff) | ((0x3ff - i) << 20)
	y := float64(k + i)
	x = withHi(x, hx)
	z := float64(y*log10Lo) + float64(ivln10*Log(x))
	return z + float64(y*log10Hi)
}

// Log1p is fdlibm's s_log1p.c: log(1+x) as in Log, with 1+x = 2^k*(1+f)
// and, when k != 0, the rounding error of 1+x added back as c/(1+x).
func Log1p(x float64) float64 {
	hx := hi(x)
	ax := hx & 0x7fffffff
	var (
		k, hu int32
		f, c  float64
	)
	k = 1
	if hx < 0x3fda827a { // x < 0.41422
		if ax >= 0x3ff00000 { // x <= -1
			if x == -1 {
				return math.Inf(-1)
			}
			return (x - x) / (x - x) // NaN
		}
		if ax < 0x3e200000 { // |x| < 2^-29
			if ax < 0x3c900000 { // |x| < 2^-54 (two54+x > 0)
				return x
			}
			return x - float64(float64(x*x)*0.5)
		}
		if hx > 0 || hx <= -0x402d413d { // -0.2929 < x < 0.41422 (hx <= 0xbfd2bec3)
			k = 0
			f = x
			hu = 1
		}
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	if k != 0 {
		var u float64
		if hx < log1pMax {
			u = 1 + x
			hu = hi(u)
			k = (hu >> 20) - 1023
			if k > 0 { // correction term
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = hi(u)
			k = (hu >> 20) - 1023
			c = 0
		}
		hu &= 0x000fffff
		if hu < 0x6a09e {
			u = withHi(u, hu|0x3ff00000) // normalise u
		} else {
			k++
			u = withHi(u, hu|0x3fe00000) // normalise u/2
			hu = (0x00100000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := float64(float64(0.5*f) * f)
	dk := float64(k)
	if hu == 0 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float64(dk * ln2Lo)
			return float64(dk*ln2Hi) + c
		}
		r := float64(hfsq * (1 - float64(0.66666666666666666*f)))
		if k == 0 {
			return f - r
		}
		return float64(dk*ln2Hi) - ((r - (float64(dk*ln2Lo) + c)) - f)
	}
	s := f / (2 + f)
	z := float64(s * s)
	r := float64(z * (lg1 + float64(z*(lg2+float64(z*(lg3+float64(z*(lg4+float64(z*(lg5+float64(z*(lg6+float64(z*lg7)))))))))))))
	if k == 0 {
		return f - (hfsq - float64(s*(hfsq+r)))
	}
	return float64(dk*ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + (float64(dk*ln2Lo) + c))) - f)
}
