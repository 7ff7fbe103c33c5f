// EXPECT: ok
// COMPARE: java
// java.xml's messages and serializer, which read resource bundles and
// property files of java.xml's own packages: a parse error's message
// (the parser's error handler prints it too, to stderr), a DOM hierarchy
// error, a namespace error, a Transformer writing a DOM with indentation,
// and a SAX parse of entities.
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.io.StringWriter;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;
import org.w3c.dom.DOMException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.Attributes;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

public class XmlMessages {
    public static void main(String[] args) throws Exception {
        DocumentBuilder builder = DocumentBuilderFactory.newInstance().newDocumentBuilder();
        for (String bad : new String[] {"<a><b></a>", "<a x='1' x='2'/>", "<a>&nope;</a>", "", "<a/><b/>"}) {
            try {
                builder.parse(new ByteArrayInputStream(bad.getBytes("UTF-8")));
                System.out.println("parsed " + bad);
            } catch (SAXParseException e) {
                System.out.println(e.getLineNumber() + ":" + e.getColumnNumber() + " " + e.getMessage());
            }
        }
        Document d = builder.newDocument();
        Element root = d.createElement("orders");
        d.appendChild(root);
        try {
            d.appendChild(d.createElement("second"));
        } catch (DOMException e) {
            System.out.println("DOMException " + e.code + " " + e.getMessage());
        }
        try {
            d.createElement("1bad");
        } catch (DOMException e) {
            System.out.println("DOMException " + e.code + " " + e.getMessage());
        }
        for (int i = 1; i <= 2; i++) {
            Element order = d.createElement("order");
            order.setAttribute("n", Integer.toString(i));
            order.setTextContent("item <" + i + "> & more");
            root.appendChild(order);
        }
        Transformer t = TransformerFactory.newInstance().newTransformer();
        t.setOutputProperty(OutputKeys.INDENT, "yes");
        t.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
        StringWriter w = new StringWriter();
        t.transform(new DOMSource(d), new StreamResult(w));
        System.out.print(w);
        StringWriter identity = new StringWriter();
        TransformerFactory.newInstance().newTransformer().transform(new StreamSource(new StringReader("<a b=\"&lt;\">&#233;</a>")), new StreamResult(identity));
        System.out.println(identity);
        StringBuilder events = new StringBuilder();
        SAXParserFactory.newInstance().newSAXParser().parse(new ByteArrayInputStream("<r><x k='v'>t&amp;u</x></r>".getBytes("UTF-8")), new DefaultHandler() {
            @Override
            public void startElement(String uri, String local, String qName, Attributes atts) {
                events.append('<').append(qName).append(atts.getLength()).append('>');
            }

            @Override
            public void characters(char[] ch, int start, int length) {
                events.append(new String(ch, start, length));
            }
        });
        System.out.println(events);
    }
}
