package fdlibm

import "math"

// Sin is fdlibm's s_sin.c: sin(x) from the kernels on [-pi/4, pi/4] after
// reducing x by a multiple n of pi/2 (__ieee754_rem_pio2); n mod 4 picks
// the kernel and the sign.
func Sin(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb: // |x| ~<= pi/4
		return kernelSin(x, 0, 0)
	case ix >= 0x7ff00000: // Inf or NaN
		return x - x
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelSin(y0, y1, 1)
	case 1:
		return kernelCos(y0, y1)
	case 2:
		return -kernelSin(y0, y1, 1)
	default:
		return -kernelCos(y0, y1)
	}
}

// Cos is fdlibm's s_cos.c; see Sin.
func Cos(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb:
		return kernelCos(x, 0)
	case ix >= 0x7ff00000:
		return x - x
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelCos(y0, y1)
	case 1:
		return -kernelSin(y0, y1, 1)
	case 2:
		return -kernelCos(y0, y1)
	default:
		return kernelSin(y0, y1, 1)
	}
}

// Tan is fdlibm's s_tan.c: __kernel_tan of the reduced argument, which
// returns tan for even n and -1/tan for odd n.
func Tan(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb:
		return kernelTan(x, 0, 1)
	case ix >= 0x7ff00000:
		return x - x
	}
	n, y0, y1 := remPio2(x)
	return kernelTan(y0, y1, 1-int((n&1)<<1))
}

// Coefficients of __kernel_sin's polynomial.
const (
	sinS1 = -0x1.5555555555549p-3
	sinS2 = 0x1.111111110f8a6p-7
	sinS3 = -0x1.a01a019c161d5p-13
	sinS4 = 0x1.71de357b1fe7dp-19
	sinS5 = -0x1.ae5e68a2b9cebp-26
	sinS6 = 0x1.5d93a5acfd57cp-33
)

// kernelSin is fdlibm's __kernel_sin(x, y, iy): sin(x+y) for |x| ~<= pi/4,
// y the tail of x; iy == 0 says y is 0. A degree-13 odd polynomial:
// sin(x) = x + (S1*x^3 + (x^2*(r - y/2) + y)) with
// r = x^3*(S2 + x^2*(S3 + ... + x^2*S6)).
func kernelSin(x, y float64, iy int) float64 {
	ix := hi(x) & 0x7fffffff
	if ix < 0x3e400000 { // |x| < 2^-27: (int)x == 0, sin(x) = x
		return x
	}
	z := float64(x * x)
	v := float64(z * x)
	r := sinS2 + float64(z*(sinS3+float64(z*(sinS4+float64(z*(sinS5+float64(z*sinS6)))))))
	if iy == 0 {
		return x + float64(v*(sinS1+float64(z*r)))
	}
	return x - ((float64(z*(float64(0.5*y)-float64(v*r))) - y) - float64(v*sinS1))
}

// Coefficients of __kernel_cos's polynomial.
const (
	cosC1 = 0x1.555555555554cp-5
	cosC2 = -0x1.6c16c16c15177p-10
	cosC3 = 0x1.a01a019cb159p-16
	cosC4 = -0x1.27e4f809c52adp-22
	cosC5 = 0x1.1ee9ebdb4b1c4p-29
	cosC6 = -0x1.8fae9be8838d4p-37
)

// kernelCos is fdlibm's __kernel_cos(x, y): cos(x+y) for |x| ~<= pi/4, y
// the tail of x. cos(x+y) = 1 - (x*x/2 - (r - x*y)), r = x^4*(C1 + ...);
// for |x| >= 0.3 an exact qx is moved out of both terms,
// (1-qx) - ((x*x/2-qx) - (r-x*y)), to reduce the rounding error.
func kernelCos(x, y float64) float64 {
	ix := hi(x) & 0x7fffffff
	if ix < 0x3e400000 { // |x| < 2^-27: (int)x == 0, cos(x) = 1
		return 1
	}
	z := float64(x * x)
	r := float64(z * (cosC1 + float64(z*(cosC2+float64(z*(cosC3+float64(z*(cosC4+float64(z*(cosC5+float64(z*cosC6)))))))))))
	if ix < 0x3fd33333 { // |x| < 0.3
		return 1 - (float64(0.5*z) - (float64(z*r) - float64(x*y)))
	}
	var qx float64
	if ix > 0x3fe90000 { // |x| > 0.78125
		qx = 0.28125
	} else {
		qx = fromWords(ix-0x00200000, 0) // |x|/4 without its low word
	}
	hz := float64(0.5*z) - qx
	a := 1 - qx
	return a - (hz - (float64(z*r) - float64(x*y)))
}

// Coefficients of __kernel_tan's polynomial, and pi/4 in two parts.
var tanT = [13]float64{
	0x1.5555555555563p-2,
	0x1.111111110fe7ap-3,
	0x1.ba1ba1bb341fep-5,
	0x1.664f48406d637p-6,
	0x1.226e3e96e8493p-7,
	0x1.d6d22c9560328p-9,
	0x1.7dbc8fee08315p-10,
	0x1.344d8f2f26501p-11,
	0x1.026f71a8d1068p-12,
	0x1.47e88a03792a6p-14,
	0x1.2b80f32f0a7e9p-14,
	-0x1.375cbdb605373p-16,
	0x1.b2a7074bf7ad4p-16,
}

const (
	pio4   = 0x1.921fb54442d18p-1
	pio4lo = 0x1.1a62633145c07p-55
)

// kernelTan is fdlibm's __kernel_tan(x, y, k): tan(x+y) if k == 1,
// -1/tan(x+y) if k == -1, for |x| ~<= pi/4, y the tail of x. An odd
// polynomial of degree 27 on [0, 0.67434]; above, tan(pi/4 - y') from
// (1 - tan(y'))/(1 + tan(y')).
func kernelTan(x, y float64, iy int) float64 {
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix < 0x3e300000 { // |x| < 2^-28: (int)x == 0
		switch {
		case ix == 0 && lo(x) == 0 && iy == -1:
			return 1 / math.Abs(x)
		case iy == 1:
			return x
		default: // -1/(x+y), carefully
			w := x + y
			z := withLo(w, 0)
			v := y - (z - x)
			a := -1 / w
			t := withLo(a, 0)
			s := 1 + float64(t*z)
			return t + float64(a*(s+float64(t*v)))
		}
	}
	big := ix >= 0x3fe59428 // |x| >= 0.6744
	if big {
		if hx < 0 {
			x, y = -x, -y
		}
		z := pio4 - x
		w := pio4lo - y
		x = z + w
		y = 0
	}
	z := float64(x * x)
	w := float64(z * z)
	// x^5*(T1 + x^2*T2 + ...) split into the odd terms r and the even v.
	r := tanT[1] + float64(w*(tanT[3]+float64(w*(tanT[5]+float64(w*(tanT[7]+float64(w*(tanT[9]+float64(w*tanT[11])))))))))
	v := float64(z * (tanT[2] + float64(w*(tanT[4]+float64(w*(tanT[6]+float64(w*(tanT[8]+float64(w*(tanT[10]+float64(w*tanT[12])))))))))))
	s := float64(z * x)
	r = y + float64(z*(float64(s*(r+v))+y))
	r += float64(tanT[0] * s)
	w = x + r
	if big {
		v = float64(iy)
		sign := float64(1 - (hx>>30)&2)
		return sign * (v - float64(2.0*(x-(float64(w*w)/(w+v)-r))))
	}
	if iy == 1 {
		return w
	}
	// -1/(x+r), accurately.
	z = withLo(w, 0)
	v = r - (z - x) // z+v = r+x
	a := -1 / w
	t := withLo(a, 0)
	s = 1 + float64(t*z)
	return t + float64(a*(s+float64(t*v)))
}

// npio2hw holds the high words of n*pi/2, n = 1..32: an argument whose
// high word is one of them may lose many bits to cancellation.
var npio2hw = [32]int32{
	0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
	0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
	0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
	0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
	0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
	0x404858EB, 0x404921FB,
}

// invpio2 is 2/pi to 53 bits; pio2_1 the first 33 bits of pi/2, pio2_1t
// pi/2 - pio2_1; pio2_2 the next 33 bits, pio2_2t the rest; pio2_3 the
// third 33 bits, pio2_3t the rest.
const (
	invpio2 = 0x1.45f306dc9c883p-1
	pio2_1  = 0x1.921fb544p0
	pio2_1t = 0x1.0b4611a626331p-34
	pio2_2  = 0x1.0b4611a6p-34
	pio2_2t = 0x1.3198a2e037073p-69
	pio2_3  = 0x1.3198a2ep-69
	pio2_3t = 0x1.b839a252049c1p-104
)

// remPio2 is fdlibm's __ieee754_rem_pio2(x, y): n and y0+y1 = x - n*pi/2
// with |y0+y1| ~<= pi/4. Below 3pi/4 one or two steps with a 33+53 or
// 33+33+53 bit pi/2; up to 2^19*pi/2 Cody-Waite reduction with up to three
// parts of pi/2 as cancellation demands; beyond, __kernel_rem_pio2 with
// 2/pi to 1584 bits.
func remPio2(x float64) (n int32, y0, y1 float64) {
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix <= 0x3fe921fb { // |x| ~<= pi/4
		return 0, x, 0
	}
	if ix < 0x4002d97c { // |x| < 3pi/4: n = +-1
		if hx > 0 {
			z := x - pio2_1
			if ix != 0x3ff921fb { // 33+53 bits of pi are enough
				y0 = z - pio2_1t
				y1 = (z - y0) - pio2_1t
			} else { // near pi/2: 33+33+53 bits
				z -= pio2_2
				y0 = z - pio2_2t
				y1 = (z - y0) - pio2_2t
			}
			return 1, y0, y1
		}
		z := x + pio2_1
		if ix != 0x3ff921fb {
			y0 = z + pio2_1t
			y1 = (z - y0) + pio2_1t
		} else {
			z += pio2_2
			y0 = z + pio2_2t
			y1 = (z - y0) + pio2_2t
		}
		return -1, y0, y1
	}
	if ix <= 0x413921fb { // |x| ~<= 2^19*(pi/2), medium size
		t := math.Abs(x)
		n = int32(float64(t*invpio2) + 0.5)
		fn := float64(n)
		r := t - float64(fn*pio2_1)
		w := float64(fn * pio2_1t) // first round, good to 85 bits
		if n < 32 && ix != npio2hw[n-1] {
			y0 = r - w // no cancellation
		} else {
			j := ix >> 20
			y0 = r - w
			i := j - ((hi(y0) >> 20) & 0x7ff)
			if i > 16 { // second iteration, good to 118 bits
				t = r
				w = float64(fn * pio2_2)
				r = t - w
				w = float64(fn*pio2_2t) - ((t - r) - w)
				y0 = r - w
				i = j - ((hi(y0) >> 20) & 0x7ff)
				if i > 49 { // third iteration, 151 bits
					t = r
					w = float64(fn * pio2_3)
					r = t - w
					w = float64(fn*pio2_3t) - ((t - r) - w)
					y0 = r - w
				}
			}
		}
		y1 = (r - y0) - w
		if hx < 0 {
			return -n, -y0, -y1
		}
		return n, y0, y1
	}
	if ix >= 0x7ff00000 { // Inf or NaN
		y0 = x - x
		return 0, y0, y0
	}
	// Large: break |x| scaled by 2^-e0 into three 24-bit pieces.
	e0 := (ix >> 20) - 1046 // ilogb(x) - 23
	z := fromWords(ix-(e0<<20), lo(x))
	var tx [3]float64
	for i := 0; i < 2; i++ {
		tx[i] = float64(int32(z))
		z = float64((z - tx[i]) * two24)
	}
	tx[2] = z
	nx := 3
	for tx[nx-1] == 0 { // skip zero pieces
		nx--
	}
	n, y0, y1 = kernelRemPio2(tx[:nx], e0)
	if hx < 0 {
		return -n, -y0, -y1
	}
	return n, y0, y1
}

// twoOverPi is 2/pi in 24-bit chunks: twoOverPi[i] is bits 24i to 24i+23
// after the binary point.
var twoOverPi = [66]int32{
	0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
	0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
	0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
	0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41,
	0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
	0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
	0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
	0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08,
	0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
	0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
	0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
}

// pio2Chunks is pi/2 cut into 24-bit chunks.
var pio2Chunks = [8]float64{
	0x1.921fb4p0,
	0x1.4442dp-24,
	0x1.846988p-48,
	0x1.8cc516p-72,
	0x1.01b838p-96,
	0x1.a25204p-120,
	0x1.382228p-145,
	0x1.9f31dp-169,
}

const twon24 = 0x1p-24

// kernelRemPio2 is fdlibm's __kernel_rem_pio2(x, y, e0, nx, prec, ipio2)
// with prec = 2 and ipio2 = 2/pi, as __ieee754_rem_pio2 calls it: x holds
// the input's 24-bit pieces, x[0] scaled by 2^e0. It multiplies x by only
// the part of 2/pi that matters modulo 8, in 24-bit chunks, adds chunks
// while the fraction cancels, and returns the last three bits of n and
// y0+y1 = x - n*pi/2.
func kernelRemPio2(x []float64, e0 int32) (int32, float64, float64) {
	const jk = 4 // init_jk[prec]: jk+1 terms of 2/pi to start with
	const jp = jk
	var (
		iq     [20]int32
		f, fq  [20]float64
		q      [20]float64
		z, fw  float64
		n, ih  int32
		jz, q0 int32
	)
	jx := int32(len(x)) - 1
	jv := (e0 - 3) / 24
	if jv < 0 {
		jv = 0
	}
	q0 = e0 - 24*(jv+1)

	// f[0..jx+jk] = ipio2[jv-jx..jv+jk], zero below the table.
	j := jv - jx
	for i := int32(0); i <= jx+jk; i, j = i+1, j+1 {
		if j < 0 {
			f[i] = 0
		} else {
			f[i] = float64(twoOverPi[j])
		}
	}
	// q[0..jk]
	for i := int32(0); i <= jk; i++ {
		fw = 0
		for j := int32(0); j <= jx; j++ {
			fw += float64(x[j] * f[jx+i-j])
		}
		q[i] = fw
	}

	jz = jk
	for {
		// Distill q[] into iq[], reversed.
		i, j := int32(0), jz
		for z = q[jz]; j > 0; i, j = i+1, j-1 {
			fw = float64(int32(float64(twon24 * z)))
			iq[i] = int32(z - float64(two24*fw))
			z = q[j-1] + fw
		}

		// n
		z = math.Ldexp(z, int(q0))
		z -= float64(8.0 * math.Floor(float64(z*0.125))) // drop the integer part >= 8
		n = int32(z)
		z -= float64(n)
		ih = 0
		switch {
		case q0 > 0: // iq[jz-1] holds part of n
			i = iq[jz-1] >> (24 - q0)
			n += i
			iq[jz-1] -= i << (24 - q0)
			ih = iq[jz-1] >> (23 - q0)
		case q0 == 0:
			ih = iq[jz-1] >> 23
		case z >= 0.5:
			ih = 2
		}

		if ih > 0 { // q > 0.5: take 1-q
			n++
			carry := int32(0)
			for i := int32(0); i < jz; i++ {
				j := iq[i]
				if carry == 0 {
					if j != 0 {
						carry = 1
						iq[i] = 0x1000000 - j
					}
				} else {
					iq[i] = 0xffffff - j
				}
			}
			switch q0 { // rare: 1 in 12
			case 1:
				iq[jz-1] &= 0x7fffff
			case 2:
				iq[jz-1] &= 0x3fffff
			}
			if ih == 2 {
				z = 1 - z
				if carry != 0 {
					z -= math.Ldexp(1, int(q0))
				}
			}
		}

		// Recompute with more terms if the fraction cancelled.
		if z != 0 {
			break
		}
		j = 0
		for i := jz - 1; i >= jk; i-- {
			j |= iq[i]
		}
		if j != 0 {
			break
		}
		k := int32(1)
		for iq[jk-k] == 0 { // k = number of terms needed
			k++
		}
		for i := jz + 1; i <= jz+k; i++ { // add q[jz+1..jz+k]
			f[jx+i] = float64(twoOverPi[jv+i])
			fw = 0
			for j := int32(0); j <= jx; j++ {
				fw += float64(x[j] * f[jx+i-j])
			}
			q[i] = fw
		}
		jz += k
	}

	// Chop off zero terms, or break z into 24-bit pieces.
	if z == 0 {
		jz--
		q0 -= 24
		for iq[jz] == 0 {
			jz--
			q0 -= 24
		}
	} else {
		z = math.Ldexp(z, int(-q0))
		if z >= two24 {
			fw = float64(int32(float64(twon24 * z)))
			iq[jz] = int32(z - float64(two24*fw))
			jz++
			q0 += 24
			iq[jz] = int32(fw)
		} else {
			iq[jz] = int32(z)
		}
	}

	// The chunks as doubles.
	fw = math.Ldexp(1, int(q0))
	for i := jz; i >= 0; i-- {
		q[i] = float64(fw * float64(iq[i]))
		fw *= twon24
	}

	// fq = PIo2[0..jp] * q[jz..0]
	for i := jz; i >= 0; i-- {
		fw = 0
		for k := int32(0); k <= jp && k <= jz-i; k++ {
			fw += float64(pio2Chunks[k] * q[i+k])
		}
		fq[jz-i] = fw
	}

	// Compress fq[] into y0+y1.
	fw = 0
	for i := jz; i >= 0; i-- {
		fw += fq[i]
	}
	y0 := fw
	if ih != 0 {
		y0 = -fw
	}
	fw = fq[0] - fw
	for i := int32(1); i <= jz; i++ {
		fw += fq[i]
	}
	y1 := fw
	if ih != 0 {
		y1 = -fw
	}
	return n & 7, y0, y1
}
