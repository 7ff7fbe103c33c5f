// EXPECT: ok
// COMPARE: java
// char arithmetic and byte/short narrowing: char promotion to int, ++ on char/byte/short
// wrapping, compound assignments that narrow implicitly (b += 300), and char in string concatenation.
public class CharArith {
    public static void main(String[] args) {
        char c = 'a';
        System.out.println("c + 1 = " + (c + 1) + ", (char)(c + 1) = " + (char) (c + 1));
        c++;
        System.out.println("c++ -> " + c);
        c += 2;
        System.out.println("c += 2 -> " + c);
        char z = 'z';
        z += 1;
        System.out.println("'z' + 1 as char = " + z + " (" + (int) z + ")");
        char max = Character.MAX_VALUE;
        max++;
        System.out.println("Character.MAX_VALUE++ = " + (int) max);
        char zero = 0;
        zero--;
        System.out.println("(char)0 - 1 = " + (int) zero);
        System.out.println("'a' + 'b' = " + ('a' + 'b') + ", \"\" + 'a' + 'b' = " + ("" + 'a' + 'b'));
        System.out.println("'0' + 5 = " + ('0' + 5) + ", (char)('0' + 5) = " + (char) ('0' + 5));

        StringBuilder alphabet = new StringBuilder();
        for (char ch = 'A'; ch <= 'Z'; ch += 3) {
            alphabet.append(ch);
        }
        System.out.println("every third letter: " + alphabet);

        // caesar cipher with char arithmetic
        String msg = "Hello, World! xyz";
        char[] out = new char[msg.length()];
        for (int i = 0; i < msg.length(); i++) {
            char ch = msg.charAt(i);
            if (ch >= 'a' && ch <= 'z') {
                out[i] = (char) ('a' + (ch - 'a' + 3) % 26);
            } else if (ch >= 'A' && ch <= 'Z') {
                out[i] = (char) ('A' + (ch - 'A' + 3) % 26);
            } else {
                out[i] = ch;
            }
        }
        System.out.println(out);

        byte b = 10;
        b += 300;
        System.out.println("byte 10 += 300 -> " + b);
        b = 127;
        b++;
        System.out.println("byte 127++ -> " + b);
        b = -128;
        b--;
        System.out.println("byte -128-- -> " + b);
        b = 100;
        b *= 3;
        System.out.println("byte 100 *= 3 -> " + b);
        b = -7;
        b >>>= 1;          // promoted to int, shifted, narrowed
        System.out.println("byte -7 >>>= 1 -> " + b);
        b = -7;
        b >>= 1;
        System.out.println("byte -7 >>= 1 -> " + b);

        short s = 32767;
        s++;
        System.out.println("short 32767++ -> " + s);
        s = 1000;
        s *= 1000;
        System.out.println("short 1000 *= 1000 -> " + s);
        s = -1;
        s >>>= 10;
        System.out.println("short -1 >>>= 10 -> " + s);
        s = (short) 0xABCD;
        System.out.println("(short)0xABCD = " + s + ", & 0xFFFF = " + (s & 0xFFFF));

        byte[] bytes = {(byte) 0xCA, (byte) 0xFE, 0x00, 0x7F, (byte) 0x80};
        StringBuilder hex = new StringBuilder();
        int sum = 0;
        for (byte x : bytes) {
            hex.append(String.format("%02x", x & 0xFF));
            sum += x;
        }
        System.out.println("hex " + hex + " signed sum " + sum);
        int packed = ((bytes[0] & 0xFF) << 24) | ((bytes[1] & 0xFF) << 16) | ((bytes[2] & 0xFF) << 8) | (bytes[3] & 0xFF);
        System.out.println("packed = " + packed + " = 0x" + Integer.toHexString(packed));
        int wrong = (bytes[0] << 8) | bytes[1];
        System.out.println("sign-extended or = " + wrong);

        char tern = true ? 'x' : 0;    // constant int fits in char: type char
        int i = 0;
        System.out.println("ternary char: " + tern + ", mixed ternary: " + (false ? 'x' : i));
        System.out.println("Character.getNumericValue('7') = " + Character.getNumericValue('7') + ", '7' - '0' = " + ('7' - '0'));
    }
}
