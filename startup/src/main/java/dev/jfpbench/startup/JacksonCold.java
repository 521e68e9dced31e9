package dev.jfpbench.startup;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.codec.FpConfig;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Set;
import java.util.TreeSet;

/** Jackson databind: a JsonMapper with the floating-point configuration given, and the modules a subclass adds. */
public class JacksonCold implements ColdMapper {
    private final ObjectMapper mapper;

    public JacksonCold(FpConfig fp) {
        JsonMapper.Builder builder = fp.applyTo(JsonMapper.builder());
        addModules(builder);
        this.mapper = builder.build();
    }

    /** Where Afterburner or Blackbird come in. */
    protected void addModules(JsonMapper.Builder builder) {
    }

    @Override
    public <T> T read(byte[] json, Class<T> type) throws IOException {
        return mapper.readValue(json, type);
    }

    @Override
    public void write(Object value, OutputStream out) throws IOException {
        mapper.writeValue(out, value);
    }

    @Override
    public String describe() {
        String fp = FpConfig.DEFAULT.isAppliedTo(mapper) ? "default" : FpConfig.FAST.isAppliedTo(mapper) ? "fast" : "mixed";
        Set<String> modules = new TreeSet<>();
        for (Object id : mapper.getRegisteredModuleIds()) {
            String name = id.toString();
            modules.add(name.substring(name.lastIndexOf('.') + 1));
        }
        return "Jackson databind, fp " + fp + ", modules " + modules;
    }
}
