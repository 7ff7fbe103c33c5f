// A small class for the disassembler checks.
public class Small {
    static final int K = 3;
    private String name;

    public Small(String name) {
        this.name = name;
    }

    public static void main(String[] args) {
        System.out.println("hello");
    }

    int loop(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += i;
        }
        return sum;
    }
}
