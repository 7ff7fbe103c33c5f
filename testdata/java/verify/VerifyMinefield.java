// EXPECT: assertion
// MODES: all
// Two Verify.getInt choices pick a row and a column of a 3x3 field; one
// cell, (2, 1), holds a mine. The search walks all nine cells and steps
// on it; java, whose Verify stand-in picks (0, 0) alone, does not.
import gov.nasa.jpf.vm.Verify;

public class VerifyMinefield {
    public static void main(String[] args) {
        int row = Verify.getInt(0, 2);
        int col = Verify.getInt(0, 2);
        boolean mine = row == 2 && col == 1;
        assert !mine : "stepped on the mine at " + row + "," + col;
        System.out.println("safe at " + row + "," + col);
    }
}
