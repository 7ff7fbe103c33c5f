// EXPECT: ok
// COMPARE: java
// The locale data of the default locale (en_US): String.format's
// grouping, DecimalFormat, NumberFormat's percent and currency forms
// (Currency's data file is a resource of the JDK's image), Calendar,
// SimpleDateFormat formatting and parsing, MessageFormat and
// java.time's DateTimeFormatter with month names.
import java.text.DecimalFormat;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.text.SimpleDateFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Calendar;
import java.util.Currency;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class TextFormats {
    public static void main(String[] args) throws Exception {
        System.out.println(String.format("%,d %,.3f", 1234567, 9876.54321));
        System.out.println(new DecimalFormat("#,##0.00").format(1234.5) + " " + new DecimalFormat("0.###E0").format(123456));
        System.out.println(NumberFormat.getPercentInstance().format(0.256) + " " + NumberFormat.getCurrencyInstance().format(12.5));
        System.out.println(Currency.getInstance(Locale.US).getCurrencyCode() + " " + Currency.getInstance("EUR").getDefaultFractionDigits());
        Calendar c = Calendar.getInstance();
        c.setTimeInMillis(0);
        c.add(Calendar.DAY_OF_MONTH, 40);
        System.out.println(c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH) + " " + c.getTimeZone().getID());
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm EEE MMM");
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(f.format(new Date(86400000L * 365)) + " | " + f.parse("2001-02-03 04:05 Sat Feb").getTime());
        System.out.println(MessageFormat.format("{0} has {1,number,integer} items", "cart", 1234));
        System.out.println(DateTimeFormatter.ofPattern("dd MMMM yyyy, EEEE").format(LocalDate.of(2021, 3, 4)));
        System.out.println(Locale.getDefault() + " " + Locale.getDefault().getDisplayCountry());
    }
}
