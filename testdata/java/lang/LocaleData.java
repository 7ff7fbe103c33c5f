// EXPECT: ok
// COMPARE: java
// Locale data of the jdk.localedata module: numbers, currencies, percentages, dates, month and day names
// and Formatter's grouping for Germany, France, Japan, Switzerland, India and Egypt (Arabic).
import java.math.BigDecimal;
import java.text.DateFormat;
import java.text.DateFormatSymbols;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.format.TextStyle;
import java.util.Arrays;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class LocaleData {
    public static void main(String[] args) throws Exception {
        Locale[] locales = {Locale.GERMANY, Locale.FRANCE, Locale.JAPAN, new Locale("de", "CH"), new Locale("hi", "IN"),
            new Locale("ar", "EG")};
        TimeZone utc = TimeZone.getTimeZone("UTC");
        LocalDate day = LocalDate.of(2024, 3, 9);
        for (Locale l : locales) {
            System.out.println("== " + l + " " + l.getDisplayName(l) + " / " + l.getDisplayName(Locale.US));
            System.out.println(String.format(l, "%,.2f|%,d|%e|%.3f", 1234567.891, 1234567, 0.000123, -3.5));
            System.out.println(NumberFormat.getInstance(l).format(new BigDecimal("-9876543.21")));
            System.out.println(NumberFormat.getCurrencyInstance(l).format(1234.5));
            System.out.println(NumberFormat.getPercentInstance(l).format(0.256));
            System.out.println(NumberFormat.getCompactNumberInstance(l, NumberFormat.Style.SHORT).format(1_250_000));
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            System.out.println("symbols " + (int) s.getDecimalSeparator() + " " + (int) s.getGroupingSeparator() + " "
                    + s.getCurrencySymbol() + " " + s.getInfinity() + " " + s.getNaN() + " " + (int) s.getZeroDigit());
            for (int style : new int[] {DateFormat.SHORT, DateFormat.MEDIUM, DateFormat.LONG, DateFormat.FULL}) {
                DateFormat df = DateFormat.getDateTimeInstance(style, style, l);
                df.setTimeZone(utc);
                System.out.println(df.format(new Date(1_700_000_000_000L)));
            }
            System.out.println(DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL).withLocale(l).format(day) + " | "
                    + DateTimeFormatter.ofPattern("EEEE d MMMM uuuu", l).format(day));
            System.out.println(day.getMonth().getDisplayName(TextStyle.FULL, l) + " "
                    + day.getDayOfWeek().getDisplayName(TextStyle.SHORT, l));
            System.out.println(Arrays.toString(new DateFormatSymbols(l).getShortMonths()));
            System.out.println(NumberFormat.getInstance(l).parse(NumberFormat.getInstance(l).format(4321.5)));
        }
    }
}
